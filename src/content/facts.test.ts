import { describe, expect, it } from "vitest";
import { makeManifest, makeRoute } from "../../tests/factories";
import { resolveFacts } from "./facts";

describe("resolveFacts", () => {
  const settings = {
    ...makeManifest().settings,
    facts: { clients: { mn: "1500+", en: "1,500+" }, years: { mn: "7+ жил", en: "7+ years" } },
  };

  it("shows each fact in the language of the text that names it", () => {
    const route = makeRoute("visa", {
      intro: { mn: "{{clients}} үйлчлүүлэгч, {{ years }}", en: "{{clients}} clients over {{years}}" },
    });
    const [resolved] = resolveFacts(makeManifest({ settings, routes: [route] })).routes;
    expect(resolved).toMatchObject({ intro: { mn: "1500+ үйлчлүүлэгч, 7+ жил", en: "1,500+ clients over 7+ years" } });
  });

  it("leaves texts without facts as they are, and the manifest it was given unchanged", () => {
    const manifest = makeManifest({
      settings,
      routes: [makeRoute("visa", { intro: { mn: "{{clients}}", en: "{{clients}}" } }), makeRoute("article")],
    });
    const resolved = resolveFacts(manifest);
    expect(resolved.routes[1]).toBe(manifest.routes[1]);
    expect(manifest.routes[0]).toMatchObject({ intro: { mn: "{{clients}}" } });
  });
});
