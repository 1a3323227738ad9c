import { expect, it } from "vitest";
import { groupOf, interfaceGroups } from "./interface-groups";

it("puts a word in the group its key's first part names, or among the others", () => {
  expect(groupOf("finder.submit")).toBe("finder");
  expect(groupOf("cta.service.heading")).toBe("cta");
  expect(groupOf("skipToContent")).toBe("header");
  expect(groupOf("somewhere.new")).toBe("other");
  expect(groupOf("constructor")).toBe("other");
  expect(groupOf("toString.label")).toBe("other");
});

it("names every group in both languages", () => {
  expect(Object.keys(interfaceGroups.mn)).toEqual(Object.keys(interfaceGroups.en));
  for (const lang of ["mn", "en"] as const)
    for (const name of Object.values(interfaceGroups[lang])) expect(name.trim()).not.toBe("");
});
