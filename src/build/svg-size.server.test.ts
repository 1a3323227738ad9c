import { describe, expect, it } from "vitest";
import { svgSize } from "./svg-size.server";

describe("the size an SVG is drawn at", () => {
  it("is its width and height, in pixels or plain numbers", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="400px" height="96" viewBox="0 0 10 10">')).toEqual({
      width: 400,
      height: 96,
    });
  });

  it("is its viewBox's when it has no width and height, or only relative ones", () => {
    expect(svgSize('<?xml version="1.0"?>\n<svg viewBox="0 0 800 500" xmlns="http://www.w3.org/2000/svg">')).toEqual({
      width: 800,
      height: 500,
    });
    expect(svgSize("<svg width='100%' height='100%' viewBox='0,0,1200,600'>")).toEqual({ width: 1200, height: 600 });
  });

  it("keeps the viewBox's proportions when only one side is given", () => {
    expect(svgSize('<svg width="400" viewBox="0 0 800 500">')).toEqual({ width: 400, height: 250 });
    expect(svgSize('<svg height="100" viewBox="0 0 800 500">')).toEqual({ width: 160, height: 100 });
  });

  it("is unknown when the file says neither", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toBeUndefined();
    expect(svgSize("not an svg")).toBeUndefined();
  });
});
