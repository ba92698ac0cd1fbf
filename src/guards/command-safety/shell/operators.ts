/**
 * Operator codes of mvdan-sh's syntax tree (Go `token` constants), as the parser emits them.
 * `operators.test.ts` parses every operator and checks these numbers, so an upgrade that renumbers
 * them fails loudly instead of silently misreading redirects.
 */

/** Redirect operators by code. */
export const REDIRECT_OPERATORS: Readonly<Record<number, string>> = {
  54: ">",
  55: ">>",
  56: "<",
  57: "<>",
  58: "<&",
  59: ">&",
  60: ">|",
  61: "<<",
  62: "<<-",
  63: "<<<",
  64: "&>",
  65: "&>>",
};

/** Binary command operators by code. */
export const BINARY_OPERATORS: Readonly<Record<number, string>> = {
  10: "&&",
  11: "||",
  12: "|",
  13: "|&",
};

/** Process substitution operators by code. */
export const PROCESS_SUBSTITUTION_OPERATORS: Readonly<Record<number, "<(" | ">(">> = {
  66: "<(",
  67: ">(",
};

/** Parameter expansion operators (`${x:-y}` …) by code. */
export const PARAM_EXPANSION_OPERATORS: Readonly<Record<number, string>> = {
  68: "+",
  69: ":+",
  70: "-",
  71: ":-",
  72: "?",
  73: ":?",
  74: "=",
  75: ":=",
  76: "%",
  77: "%%",
  78: "#",
  79: "##",
  80: "^",
  81: "^^",
  82: ",",
  83: ",,",
  84: "@",
};

/** Extended glob operators (`@(a|b)` …) by code. */
export const EXTGLOB_OPERATORS: Readonly<Record<number, string>> = {
  122: "?(",
  123: "*(",
  124: "+(",
  125: "@(",
  126: "!(",
};
