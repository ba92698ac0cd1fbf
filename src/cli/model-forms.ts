/** The model forms `--model`, the config's `model` and `LOOPGATE_MODEL` accept. */
export const MODEL_FORMS = "anthropic:<model>, openai:<model>, ollama:<model> or scripted:<file>";
