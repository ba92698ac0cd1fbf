export { DEFAULT_MODEL_LIMITS, MODEL_LIMITS, modelLimits, type ModelLimitOverrides, type ModelLimits } from "./model-limits.js";
export { calibratedEstimator, loadTokenEstimator, usesOpenAITokenizer, type TokenEstimator, type TokenizerKind } from "./token-estimator.js";
export { TokenAccounting } from "./token-accounting.js";
export { loadUsagePricer, type PriceQuery, type UsagePricer } from "./price-usage.js";
