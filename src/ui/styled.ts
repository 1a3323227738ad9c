// The site's styled components: emotion's object styles and theme, compiled once into the site's
// stylesheet (virtual:site.css) instead of being serialised and injected on every render. A
// component only carries its class name; see docs/decisions/0016-styles-compiled-to-a-stylesheet.md.
import type { CSSObject } from "@emotion/serialize";
import { createElement, type ComponentProps, type ElementType, type JSX } from "react";
import { theme, type SiteTheme } from "../theme.ts";

export type { CSSObject };

/** A style: an object, or a function of the theme (evaluated once, when the component is made). */
export type StyleInput = CSSObject | ((props: { theme: SiteTheme }) => CSSObject);

/** Every class made in this process, in the order made, with its styles; global rules under "". */
const registry = new Map<string, { json: string; styles: CSSObject[] }>();
const globals: CSSObject[] = [];

/** 32-bit FNV-1a of the styles' JSON, in base 36: the same styles give the same class on server and browser. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function register(styles: CSSObject[]): string {
  const json = JSON.stringify(styles);
  const className = `c-${hashOf(json)}`;
  const known = registry.get(className);
  if (known && known.json !== json)
    throw new Error(`styled: two different styles hash to the class ${className}; change either slightly`);
  registry.set(className, { json, styles });
  return className;
}

const resolve = (inputs: StyleInput[]) =>
  inputs.map((input) => (typeof input === "function" ? input({ theme }) : input));

/** The classes and global rules made so far, for the stylesheet (src/ui/sheet.server.ts). */
export const registeredStyles = () => ({
  globals: [...globals],
  classes: [...registry].map(([className, { styles }]) => ({ className, styles })),
});

/** Rules for the whole document (body, links, focus rings), placed before every class. */
export function globalStyle(styles: CSSObject): void {
  globals.push(styles);
}

/** A class name for the styles, for an element that needs no component of its own. */
export const classOf = (...inputs: StyleInput[]): string => register(resolve(inputs));

const own = Symbol.for("site.styled");
type Own = { base: ElementType; styles: CSSObject[] };
type Styled<P> = ((props: P & { as?: ElementType }) => JSX.Element) & { [own]: Own };

function make<P extends object>(base: ElementType, inputs: StyleInput[]): Styled<P> {
  // Styling a styled component gives one class holding both styles, later ones winning, as emotion does.
  const inner = (base as Partial<Styled<P>>)[own];
  const target = inner?.base ?? base;
  const styles = [...(inner?.styles ?? []), ...resolve(inputs)];
  const className = register(styles);
  // The props given on, less `as`, with the class last, copied once where a rest and a spread copied
  // them twice: styled elements are about half of what a page renders.
  const component = (props: P & { as?: ElementType; className?: string }) => {
    const given: Record<string, unknown> = {};
    for (const key in props)
      if (key !== "as" && key !== "className") given[key] = (props as Record<string, unknown>)[key];
    given.className = props.className ? `${className} ${props.className}` : className;
    return createElement(props.as ?? target, given);
  };
  return Object.assign(component, {
    [own]: { base: target, styles },
    displayName: `styled(${typeof target === "string" ? target : (target.displayName ?? target.name)})`,
  });
}

type Tags = { [T in keyof JSX.IntrinsicElements]: (...inputs: StyleInput[]) => Styled<JSX.IntrinsicElements[T]> };

/**
 * `styled.div(styles)` or `styled(Component)(styles)`, as with emotion, for styles that do not
 * depend on props: a variant is a data attribute or an ARIA state in a selector
 * (`"&[aria-invalid=true]"`), or a component of its own.
 */
export const styled = new Proxy(
  <C extends ElementType>(base: C) =>
    (...inputs: StyleInput[]) =>
      make<ComponentProps<C>>(base, inputs),
  {
    get:
      (_, tag: string) =>
      (...inputs: StyleInput[]) =>
        make(tag as ElementType, inputs),
  },
) as (<C extends ElementType>(base: C) => (...inputs: StyleInput[]) => Styled<ComponentProps<C>>) & Tags;

export default styled;
