export declare function selectorsOf(css: string): { classes: Set<string>; global: boolean };
export declare function classesIn(html: string): Set<string>;
export declare function firstPaintSheets(
  read: (file: string) => string,
): (body: string, sheets: readonly string[], always: readonly string[]) => string[];
