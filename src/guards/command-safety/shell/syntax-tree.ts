/**
 * The parts of mvdan-sh's syntax tree that the guard reads. The parser is the GopherJS build of
 * mvdan/sh, so nodes are Go structs seen from JavaScript: fields keep their Go names, slices are
 * arrays and nil pointers are `null`. `NodeType` names the struct; these interfaces type its fields.
 */

/**
 * Any node; narrow it with `nodeType()`. Nodes are plain objects (see `plain-tree.ts`) with `type`,
 * `pos` and `end`; when the runtime's layout is not recognised they are the parser's wrappers, which
 * `nodeType()`, `walkNodes()` and `SourceText` also understand.
 */
export interface ShNode {
  /** The Go struct name, e.g. `CallExpr`. */
  type?: string;
  /** Byte offset where the node starts. */
  pos?: number;
  /** Byte offset where the node ends. */
  end?: number;
}

export interface ShFile extends ShNode {
  Stmts: ShStmt[];
}

export interface ShStmt extends ShNode {
  Cmd: ShNode | null;
  Negated: boolean;
  Background: boolean;
  Coprocess: boolean;
  Redirs: ShRedirect[];
}

export interface ShRedirect extends ShNode {
  Op: number;
  N: ShLit | null;
  Word: ShWord | null;
  Hdoc: ShWord | null;
}

export interface ShLit extends ShNode {
  Value: string;
}

export interface ShWord extends ShNode {
  Parts: ShNode[];
}

export interface ShSglQuoted extends ShNode {
  Dollar: boolean;
  Value: string;
}

export interface ShDblQuoted extends ShNode {
  Dollar: boolean;
  Parts: ShNode[];
}

export interface ShParamExp extends ShNode {
  Short: boolean;
  Excl: boolean;
  Length: boolean;
  Width: boolean;
  Param: ShLit | null;
  Index: ShNode | null;
  Slice: { Offset: ShNode | null; Length: ShNode | null } | null;
  Repl: { All: boolean; Orig: ShWord | null; With: ShWord | null } | null;
  Exp: { Op: number; Word: ShWord | null } | null;
}

export interface ShCmdSubst extends ShNode {
  Stmts: ShStmt[];
}

export interface ShProcSubst extends ShNode {
  Op: number;
  Stmts: ShStmt[];
}

export interface ShExtGlob extends ShNode {
  Op: number;
  Pattern: ShLit | null;
}

export interface ShAssign extends ShNode {
  Append: boolean;
  Naked: boolean;
  Name: ShLit | null;
  Index: ShNode | null;
  Value: ShWord | null;
  Array: { Elems: { Index: ShNode | null; Value: ShWord | null }[] } | null;
}

export interface ShCallExpr extends ShNode {
  Assigns: ShAssign[];
  Args: ShWord[];
}

export interface ShBinaryCmd extends ShNode {
  Op: number;
  X: ShStmt;
  Y: ShStmt;
}

export interface ShBlock extends ShNode {
  Stmts: ShStmt[];
}

export interface ShIfClause extends ShNode {
  Cond: ShStmt[];
  Then: ShStmt[];
  Else: ShIfClause | null;
}

export interface ShWhileClause extends ShNode {
  Until: boolean;
  Cond: ShStmt[];
  Do: ShStmt[];
}

export interface ShForClause extends ShNode {
  Select: boolean;
  Loop: ShNode;
  Do: ShStmt[];
}

export interface ShWordIter extends ShNode {
  Name: ShLit;
  Items: ShWord[];
}

export interface ShCaseClause extends ShNode {
  Word: ShWord;
  Items: { Patterns: ShWord[]; Stmts: ShStmt[] }[];
}

export interface ShFuncDecl extends ShNode {
  Name: ShLit;
  Body: ShStmt;
}

export interface ShDeclClause extends ShNode {
  Variant: ShLit;
  Args: ShAssign[];
}

export interface ShTimeClause extends ShNode {
  Stmt: ShStmt | null;
}

export interface ShCoprocClause extends ShNode {
  Stmt: ShStmt;
}
