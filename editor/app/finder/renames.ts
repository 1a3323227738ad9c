import { isNode } from "../form/labels";

type Node = Record<string, unknown>;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A rule's conditions with `change` made to each of them, the same object when nothing changed. */
function withConditions(block: Node, change: (when: Node) => Node): Node {
  let changed = false;
  const rules = list(block.rules).map((rule) => {
    if (!isNode(rule) || !isNode(rule.when)) return rule;
    const when = change(rule.when);
    if (when === rule.when) return rule;
    changed = true;
    return { ...rule, when };
  });
  return changed ? { ...block, rules } : block;
}

/** The conditions with the question `from` named `to`, in the same place among them. */
const renameQuestion = (from: string, to: string) => (when: Node) =>
  from in when && !(to in when)
    ? Object.fromEntries(Object.entries(when).map(([key, answers]) => [key === from ? to : key, answers]))
    : when;

/** The conditions with the answer `from` of the question `id` named `to`. */
const renameAnswer = (id: string, from: string, to: string) => (when: Node) => {
  const answers = when[id];
  if (!Array.isArray(answers) || !answers.includes(from) || answers.includes(to)) return when;
  return { ...when, [id]: answers.map((a) => (a === from ? to : a)) };
};

/**
 * A short name as a rename sees it: a box emptied is "", which the form hands on as no value, so
 * that a name cleared and typed anew is still followed.
 */
const nameOf = (name: unknown) => (name === undefined ? "" : name);
const idsOf = (block: Node) => list(block.questions).map((q) => (isNode(q) ? nameOf(q.id) : undefined));
const valuesOf = (question: unknown) =>
  list(isNode(question) ? question.options : []).map((o) => (isNode(o) ? nameOf(o.value) : undefined));

/** One visa finder after an edit, its rules following a question's or an answer's new short name. */
function followBlock(before: Node, after: Node): Node {
  const [was, now] = [idsOf(before), idsOf(after)];
  // A question added, removed or moved is not a rename.
  if (was.length !== now.length) return after;
  let block = after;
  now.forEach((id, i) => {
    const old = was[i];
    if (typeof old === "string" && typeof id === "string" && old !== id) {
      // Only a name no other question has, before or after: two questions never merge.
      if (now.filter((n) => n === old).length === 0 && was.filter((w) => w === id).length === 0)
        block = withConditions(block, renameQuestion(old, id));
      return;
    }
    if (typeof id !== "string") return;
    const [values, next] = [valuesOf(list(before.questions)[i]), valuesOf(list(after.questions)[i])];
    if (values.length !== next.length) return;
    next.forEach((value, j) => {
      const from = values[j];
      if (
        typeof from === "string" &&
        typeof value === "string" &&
        from !== value &&
        !next.includes(from) &&
        !values.includes(value)
      )
        block = withConditions(block, renameAnswer(id, from, value));
    });
  });
  return block;
}

/**
 * A section's new value with every visa finder's rules following a renamed question or answer
 * (a short name edited in place), so that a rename never leaves the rules pointing at nothing.
 * Anything else is left as the author made it; nothing changes when no short name did.
 */
export function followRenames(before: unknown, after: unknown): unknown {
  if (!isNode(before) || !isNode(after) || !Array.isArray(before.blocks) || !Array.isArray(after.blocks)) return after;
  let changed = false;
  const blocks = after.blocks.map((block, b) => {
    const was = before.blocks instanceof Array ? before.blocks[b] : undefined;
    if (!isNode(block) || !isNode(was) || block.type !== "visa-finder" || was.type !== "visa-finder" || block === was)
      return block;
    const followed = followBlock(was, block);
    if (followed !== block) changed = true;
    return followed;
  });
  return changed ? { ...after, blocks } : after;
}
