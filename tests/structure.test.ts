import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The code's folders and the imports between them: a folder is one of src's folders (src/manifest),
// src's own files (src), or templates, editor or scripts, each with its subfolders. Tests are left
// out: a test may use any layer.
const roots = ["src", "templates", "editor", "scripts"];
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file);
const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Every import between the code's files: importing file → the files it imports (relative paths). */
function importGraph(base = process.cwd()): Map<string, string[]> {
  const files = roots.flatMap((root) =>
    readdirSync(join(base, root), { recursive: true, encoding: "utf8" })
      .map((file) => join(root, file))
      .filter(isSource),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(base, file), "utf8"), true, true);
    const imported = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => normalize(join(dirname(file), name)))
      .flatMap(
        (path) => extensions.map((ending) => path + ending).find((f) => isSource(f) && existsSync(join(base, f))) ?? [],
      );
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

/** The folder a file belongs to, as this test counts folders. */
function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] !== "src") return parts[0];
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : "src";
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components), larger than one. */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * Each cycle between folders, with the imports that make it: "a → b → a" then one line per import
 * ("  src/a/x.ts imports src/b/y.ts") between two of its folders.
 */
function folderCycles(graph: Map<string, string[]>): string[] {
  const edges = new Map<string, Set<string>>();
  for (const [file, imported] of graph)
    for (const to of imported)
      if (folderOf(file) !== folderOf(to)) {
        const set = edges.get(folderOf(file)) ?? new Set<string>();
        edges.set(folderOf(file), set.add(folderOf(to)));
      }
  return cyclesOf(edges).map((folders) => {
    const inCycle = new Set(folders);
    const lines = [...graph].flatMap(([file, imported]) =>
      imported
        .filter((to) => folderOf(to) !== folderOf(file) && inCycle.has(folderOf(file)) && inCycle.has(folderOf(to)))
        .map((to) => `  ${file} imports ${to}`),
    );
    return [`the folders ${folders.join(", ")} import each other:`, ...lines].join("\n");
  });
}

/** Each cycle between files, in any folder: its files. */
function fileCycles(graph: Map<string, string[]>): string[] {
  const edges = new Map([...graph].map(([file, imported]) => [file, new Set(imported)]));
  return cyclesOf(edges).map((files) => `these files import each other: ${files.join(", ")}`);
}

// Lower layers hold the site's data and its rules; higher ones draw, edit, serve and build it.
const lower = ["src/generated", "src/routes", "src/content", "src/manifest", "src/validate"];
const higher = [
  ...["src/render", "src/islands", "src/chrome", "src/ui", "templates"],
  ...["src/authoring", "editor"],
  ...["src/dev", "src/bundle", "src/build", "src/prerender", "scripts"],
];

describe("the code's structure", () => {
  const graph = importGraph();

  it("has no cycle between folders", () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it("has no cycle between files", () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  it(`lets no lower layer (${lower.join(", ")}) import a higher one (${higher.join(", ")})`, () => {
    const upward = [...graph].flatMap(([file, imported]) =>
      lower.includes(folderOf(file))
        ? imported.filter((to) => higher.includes(folderOf(to))).map((to) => `${file} imports ${to}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it("finds a cycle through other folders, naming each import that makes it", () => {
    const example = new Map([
      ["src/manifest/load.server.ts", ["src/validate/index.server.ts"]],
      ["src/validate/index.server.ts", ["src/validate/checks.ts"]],
      ["src/validate/checks.ts", ["src/authoring/marker.ts"]],
      ["src/authoring/marker.ts", ["src/manifest/facts.ts"]],
      ["src/manifest/facts.ts", []],
      ["templates/visa.tsx", ["src/manifest/facts.ts"]],
    ]);
    expect(folderCycles(example)).toEqual([
      [
        "the folders src/authoring, src/manifest, src/validate import each other:",
        "  src/manifest/load.server.ts imports src/validate/index.server.ts",
        "  src/validate/checks.ts imports src/authoring/marker.ts",
        "  src/authoring/marker.ts imports src/manifest/facts.ts",
      ].join("\n"),
    ]);
    expect(fileCycles(example)).toEqual([]);
    example.set("src/manifest/facts.ts", ["src/manifest/load.server.ts"]);
    expect(fileCycles(example)).toHaveLength(1);
  });
});
