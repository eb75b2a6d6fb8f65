import { describe, expect, it } from "vitest";
import { iconDrawing, isLucideIcon, lucideName, withIcons } from "~/lib/icons.server";

describe("lucide icons resolved at build", () => {
  it("maps component names to lucide's names", () => {
    expect(lucideName("Users")).toBe("users");
    expect(lucideName("BrainCircuit")).toBe("brain-circuit");
    expect(lucideName("ChartNoAxesCombined")).toBe("chart-no-axes-combined");
    expect(lucideName("Volume2")).toBe("volume-2");
  });

  it("knows which names lucide has", () => {
    expect(isLucideIcon("HeartHandshake")).toBe(true);
    expect(isLucideIcon("NoSuchIcon")).toBe(false);
  });

  it("returns an icon's SVG elements as plain data", async () => {
    const drawing = await iconDrawing("Target");
    expect(drawing.map(([tag]) => tag)).toEqual(["circle", "circle", "circle"]);
    expect(drawing[0]?.[1]).toMatchObject({ cx: "12", cy: "12", r: "10" });
  });

  it("replaces each item's icon name with its drawing and fails on an unknown icon", async () => {
    const [item] = await withIcons([{ icon: "Zap", title: "Fast" }]);
    expect(item?.title).toBe("Fast");
    expect(item?.icon[0]?.[0]).toBe("path");
    await expect(iconDrawing("NoSuchIcon")).rejects.toThrow('no lucide icon named "NoSuchIcon"');
  });
});
