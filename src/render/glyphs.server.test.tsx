import type { LucideIcon, LucideProps } from "lucide-react";
import Star from "lucide-react/icons/star";
import X from "lucide-react/icons/x";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Glyph, GlyphDrawerContext } from "../ui/glyph";
import { createGlyphDrawer } from "./glyphs.server";

const drawnOnce = (drawer: ReturnType<typeof createGlyphDrawer>, element: React.ReactElement) =>
  renderToStaticMarkup(<GlyphDrawerContext.Provider value={drawer}>{element}</GlyphDrawerContext.Provider>);

describe("icons drawn once by the build's renderer", () => {
  it("are the <svg> lucide draws, attributes and shapes alike", () => {
    const drawer = createGlyphDrawer();
    for (const element of [
      <Glyph key="star" icon={Star} size={18} focusable="false" data-on="" />,
      <Glyph key="off" icon={Star} size={18} focusable="false" />,
      <Glyph key="x" icon={X} aria-hidden="true" />,
    ]) {
      const lucide = renderToStaticMarkup(element);
      expect(lucide).toMatch(/^<svg [^>]*stroke-width="2"[^>]*class="lucide lucide-/);
      expect(drawnOnce(drawer, element)).toBe(lucide);
      // Again, from what was drawn the first time.
      expect(drawnOnce(drawer, element)).toBe(lucide);
    }
  });

  it("leave an icon with children to lucide: children are not a key the drawer could tell apart", () => {
    // Two components, which JSON (the drawer's key) cannot tell apart.
    const Rated = () => <title>Rated</title>;
    const Unrated = () => <title>Not rated</title>;
    const drawer = createGlyphDrawer();
    const rated = drawnOnce(
      drawer,
      <Glyph icon={Star} size={18}>
        <Rated />
      </Glyph>,
    );
    const unrated = drawnOnce(
      drawer,
      <Glyph icon={Star} size={18}>
        <Unrated />
      </Glyph>,
    );
    expect(rated).toContain("<title>Rated</title>");
    expect(unrated).toContain("<title>Not rated</title>");
  });

  it("draw each icon once per set of props", () => {
    // Star, counting how many times it is drawn.
    const draws = vi.fn();
    const CountedStar = ((props: LucideProps) => {
      draws();
      return <Star {...props} />;
    }) as LucideIcon;
    const drawer = createGlyphDrawer();
    const stars = (on: boolean) => (
      <p>
        {[1, 2, 3].map((n) => (
          <Glyph key={n} icon={CountedStar} size={18} data-on={on ? "" : undefined} />
        ))}
      </p>
    );
    drawnOnce(drawer, stars(true));
    drawnOnce(drawer, stars(true));
    drawnOnce(drawer, stars(false));
    expect(draws).toHaveBeenCalledTimes(2);
  });
});
