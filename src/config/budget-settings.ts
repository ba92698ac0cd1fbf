import { ConfigurationError, describeError } from "../errors/index.js";
import { modelRetry } from "../resilience/model-retry.js";
import { toolRetry } from "../resilience/tool-retry.js";
import type { Budget } from "../budgets/budget.js";
import type { CompactionOptions } from "../compaction/compaction-options.js";
import type { InterceptorRegistry } from "../interceptors/registry.js";
import type { ModelLimitOverrides } from "../usage/model-limits.js";
import type { LoadedConfig } from "./load-config.js";

/** What a config says about spending and the window, for `createAgent` (models named by spec are resolved by the caller). */
export interface RuntimeBudgets {
  budget?: Budget;
  threadBudget?: Budget;
  /** Compaction settings, `false` when the config switches it off, absent when it says nothing. */
  compaction?: (Omit<CompactionOptions, "model"> & { model?: string }) | false;
  modelLimits?: ModelLimitOverrides;
  /** Model specs to fall back to, in order. */
  fallbackModels?: string[];
}

/**
 * Reads `budget`, `threadBudget`, `compaction`, `models`, `retries` and `fallbackModels` from a
 * config; the retries are added to the registry as `model.wrap` / `tool.wrap` layers.
 */
export function budgetSettings(loaded: LoadedConfig, registry: InterceptorRegistry): RuntimeBudgets {
  const { config } = loaded;
  const retries = config.retries;
  if (retries?.model) {
    const settings = retries.model === true ? {} : retries.model;
    registry.add(
      modelRetry({
        ...(settings.maxRetries !== undefined ? { maxRetries: settings.maxRetries } : {}),
        backoff: { ...(settings.initialDelayMs !== undefined ? { initialDelayMs: settings.initialDelayMs } : {}), ...(settings.maxDelayMs !== undefined ? { maxDelayMs: settings.maxDelayMs } : {}) },
      }),
    );
  }
  if (retries?.tools) {
    const { tools, maxRetries, initialDelayMs, maxDelayMs } = retries.tools;
    try {
      registry.add(
        toolRetry({
          tools,
          ...(maxRetries !== undefined ? { maxRetries } : {}),
          backoff: { ...(initialDelayMs !== undefined ? { initialDelayMs } : {}), ...(maxDelayMs !== undefined ? { maxDelayMs } : {}) },
        }),
      );
    } catch (error) {
      throw new ConfigurationError({ message: `retries.tools in ${loaded.file ?? "the default config"}: ${describeError(error)}`, cause: error });
    }
  }
  const compaction = config.compaction;
  const compactionSettings =
    compaction === undefined ? undefined : compaction === false || (typeof compaction === "object" && compaction.enabled === false) ? false : compaction === true ? {} : withoutEnabled(compaction);
  return {
    ...(config.budget ? { budget: config.budget as Budget } : {}),
    ...(config.threadBudget ? { threadBudget: config.threadBudget as Budget } : {}),
    ...(compactionSettings !== undefined ? { compaction: compactionSettings } : {}),
    ...(config.models ? { modelLimits: config.models } : {}),
    ...(config.fallbackModels ? { fallbackModels: config.fallbackModels } : {}),
  };
}

function withoutEnabled<T extends { enabled?: boolean }>(settings: T): Omit<T, "enabled"> {
  const { enabled: _enabled, ...rest } = settings;
  return rest;
}
