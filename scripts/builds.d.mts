export interface Build {
  name: string;
  filter: string;
  built: string;
  sources: string[];
}
export declare const web: Build;
export declare const server: Build & { main: string };
export declare function buildWhenStale(target: Build): void;
