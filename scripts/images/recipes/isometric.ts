import { between, seededRandom } from "../random";
import { glowGradient, linearGradient, luminance, mix, n, option, pathOf, svgDocument } from "./svg-kit";
import type { Recipe } from "./types";

type Vec3 = [x: number, y: number, z: number];
type Shape = { depth: number; svg: string };

const COS30 = Math.cos(Math.PI / 6);
const ROOM = { width: 12, depth: 12, height: 6.5 };

/** The scenes the recipe can stage; each is a room furnished for one kind of experience. */
const SCENES = ["stage", "gallery", "simulation", "datawall", "popup", "studio", "journey"] as const;
type Scene = (typeof SCENES)[number];

/**
 * Immersive experiences as isometric rooms: two walls and a floor, furnished
 * for one kind of experience (`scene`), with glowing screens, pools of light
 * and small figures for scale. Dark palettes read as lit spaces at night,
 * the light palette as a daylit studio. `focus` (0–1) is where across the
 * picture the room stands.
 */
export const isometric: Recipe = ({ width, height, seed, palette, options }) => {
  const random = seededRandom(seed);
  const scene = option(options, "scene", "gallery") as Scene;
  if (!SCENES.includes(scene)) throw new Error(`isometric: unknown scene "${scene}" (known: ${SCENES.join(", ")})`);
  const focus = option(options, "focus", 0.5);
  const [bgFrom, bgTo] = palette.background;
  const [accentA, accentB, accentC] = palette.glow;
  const dark = luminance(bgFrom) < 0.2;

  const roomWide = (ROOM.width + ROOM.depth) * COS30;
  const roomTall = (ROOM.width + ROOM.depth) * 0.5 + ROOM.height;
  const s = Math.min((width * 0.86) / roomWide, (height * 0.86) / roomTall);
  const ox = Math.min(Math.max(width * focus, (ROOM.depth * COS30 + 1) * s), width - (ROOM.width * COS30 + 1) * s);
  const oy = (height - roomTall * s) / 2 + ROOM.height * s;
  const unit = s / 60;

  const project = ([x, y, z]: Vec3): [number, number] => [ox + (x - y) * s * COS30, oy + (x + y) * s * 0.5 - z * s];
  const poly = (corners: Vec3[], attributes: string) =>
    `<path d="${pathOf(corners.map(project), true)}" ${attributes}/>`;

  const floorColour = dark ? mix(bgTo, "#ffffff", 0.08) : mix(bgFrom, "#ffffff", 0.55);
  const leftWall = dark ? mix(bgFrom, "#ffffff", 0.05) : mix(bgTo, "#0b1f33", 0.05);
  const rightWall = dark ? mix(bgFrom, "#ffffff", 0.11) : mix(bgTo, "#ffffff", 0.35);
  const furniture = dark ? mix(bgFrom, "#ffffff", 0.2) : "#ffffff";
  const ink = dark ? "#e6fbf7" : "#0b1f33";
  const people = [accentA, accentC, ink, accentB];

  const defs: string[] = [
    linearGradient(
      "bg",
      [
        [0, bgFrom],
        [1, bgTo],
      ],
      [0, 0, 0.3, 1],
    ),
    glowGradient("glowA", accentA, dark ? 0.8 : 0.55),
    glowGradient("glowC", accentC, dark ? 0.75 : 0.5),
    glowGradient("halo", dark ? "#ffffff" : accentC, dark ? 0.35 : 0.3),
    linearGradient(
      "beam",
      [
        [0, "#ffffff", dark ? 0.35 : 0.5],
        [1, "#ffffff", 0],
      ],
      [0, 0, 0, 1],
    ),
    linearGradient(
      "screen",
      [
        [0, mix(accentA, "#ffffff", 0.25)],
        [1, accentA],
      ],
      [0, 0, 0, 1],
    ),
  ];

  const shapes: Shape[] = [];
  const glows: string[] = [];
  const overlays: string[] = [];
  const add = (depth: number, svg: string) => shapes.push({ depth, svg });

  function box([x, y, z]: Vec3, [dx, dy, dz]: Vec3, colour: string, depth = x + dx + y + dy) {
    const x1 = x + dx;
    const y1 = y + dy;
    const z1 = z + dz;
    add(
      depth,
      poly(
        [
          [x, y1, z],
          [x1, y1, z],
          [x1, y1, z1],
          [x, y1, z1],
        ],
        `fill="${colour}"`,
      ) +
        poly(
          [
            [x1, y, z],
            [x1, y1, z],
            [x1, y1, z1],
            [x1, y, z1],
          ],
          `fill="${mix(colour, "#000000", dark ? 0.32 : 0.16)}"`,
        ) +
        poly(
          [
            [x, y, z1],
            [x1, y, z1],
            [x1, y1, z1],
            [x, y1, z1],
          ],
          `fill="${mix(colour, "#ffffff", dark ? 0.22 : 0.45)}"`,
        ),
    );
  }

  function pool(x: number, y: number, radius: number, gradient: string) {
    const [cx, cy] = project([x, y, 0]);
    add(
      -1,
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(radius * s * 1.22)}" ry="${n(radius * s * 0.71)}" fill="url(#${gradient})"/>`,
    );
  }

  function person(x: number, y: number, colour = people[Math.floor(random() * people.length)]!) {
    const [bx, by] = project([x, y, 0]);
    const [, ty] = project([x, y, 1.05]);
    const w = 0.23 * s;
    const ry = w * 0.55;
    add(
      x + y + 0.01,
      `<ellipse cx="${n(bx + w * 0.9)}" cy="${n(by + ry * 0.3)}" rx="${n(w * 1.5)}" ry="${n(ry * 1.1)}" fill="#000000" opacity="${dark ? 0.3 : 0.1}"/>` +
        `<path d="M${n(bx - w)} ${n(ty)}L${n(bx - w)} ${n(by)}A${n(w)} ${n(ry)} 0 0 0 ${n(bx + w)} ${n(by)}L${n(bx + w)} ${n(ty)}Z" fill="${colour}"/>` +
        `<path d="M${n(bx)} ${n(ty - ry)}L${n(bx + w)} ${n(ty)}L${n(bx + w)} ${n(by)}A${n(w)} ${n(ry)} 0 0 1 ${n(bx)} ${n(by + ry)}Z" fill="#000000" opacity="0.18"/>` +
        `<ellipse cx="${n(bx)}" cy="${n(ty)}" rx="${n(w)}" ry="${n(ry)}" fill="${mix(colour, "#ffffff", 0.3)}"/>` +
        `<circle cx="${n(bx)}" cy="${n(ty - w * 1.55)}" r="${n(w * 0.78)}" fill="${mix(colour, "#ffffff", 0.15)}"/>`,
    );
  }

  /** A glowing rectangle on the left wall (x = 0) or the right wall (y = 0). */
  function wallScreen(
    wall: "left" | "right",
    from: number,
    to: number,
    bottom: number,
    top: number,
    fill = "url(#screen)",
  ) {
    const corners: Vec3[] =
      wall === "left"
        ? [
            [0.02, from, bottom],
            [0.02, to, bottom],
            [0.02, to, top],
            [0.02, from, top],
          ]
        : [
            [from, 0.02, bottom],
            [to, 0.02, bottom],
            [to, 0.02, top],
            [from, 0.02, top],
          ];
    const middle: Vec3 =
      wall === "left" ? [0, (from + to) / 2, (bottom + top) / 2] : [(from + to) / 2, 0, (bottom + top) / 2];
    const [cx, cy] = project(middle);
    glows.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(to - from, top - bottom) * s * 0.95)}" fill="url(#glowA)" opacity="${dark ? 0.55 : 0.35}"/>`,
    );
    add(-2, poly(corners, `fill="${fill}"`));
    return corners;
  }

  function beam(x: number, y: number, radius: number) {
    const [cx, cy] = project([x, y, 0]);
    const [tx, ty] = project([x - 1.2, y - 1.2, ROOM.height + 0.5]);
    const rx = radius * s * 1.22;
    add(
      x + y + 5,
      `<path d="M${n(tx - 0.1 * s)} ${n(ty)}L${n(tx + 0.1 * s)} ${n(ty)}L${n(cx + rx)} ${n(cy)}L${n(cx - rx)} ${n(cy)}Z" fill="url(#beam)" opacity="0.55"/>`,
    );
  }

  function table(x: number, y: number, radius: number, colour = furniture) {
    const [cx, cy] = project([x, y, 0.75]);
    const rx = radius * s * 1.22;
    const ry = radius * s * 0.71;
    const thick = 0.12 * s;
    const [, footY] = project([x, y, 0]);
    add(
      x + y,
      `<rect x="${n(cx - 0.12 * s)}" y="${n(cy)}" width="${n(0.24 * s)}" height="${n(footY - cy)}" fill="${mix(colour, "#000000", 0.35)}"/>` +
        `<path d="M${n(cx - rx)} ${n(cy)}L${n(cx - rx)} ${n(cy + thick)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy + thick)}L${n(cx + rx)} ${n(cy)}Z" fill="${mix(colour, "#000000", 0.25)}"/>` +
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${mix(colour, "#ffffff", dark ? 0.15 : 0)}"/>`,
    );
  }

  // Furnish the room.
  switch (scene) {
    case "stage": {
      wallScreen("right", 2.2, 9.8, 1.6, 5.4);
      box([1.6, 0.4, 0], [9, 3.4, 0.55], furniture, 2);
      pool(6, 2.2, 3, "glowC");
      beam(4, 2, 1.2);
      beam(8, 2.2, 1.2);
      for (let row = 0; row < 3; row += 1) {
        for (let seat = 0; seat < 7; seat += 1) {
          if (random() < 0.18) continue;
          person(2.2 + seat * 1.25 + between(random, -0.15, 0.15), 6.4 + row * 1.6 + between(random, -0.15, 0.15));
        }
      }
      person(5.6, 2.1, accentC);
      break;
    }
    case "gallery": {
      wallScreen("left", 2, 5, 1.6, 4.4);
      wallScreen("left", 7, 10, 1.6, 4.4, `"${accentC}"`.replaceAll('"', ""));
      wallScreen("right", 3, 8.5, 1.8, 4.8);
      [
        [3.5, 4.5],
        [7.5, 3.5],
        [5.5, 8],
        [9, 7.5],
      ].forEach(([x, y], i) => {
        box([x!, y!, 0], [0.22, 2.2, 2.6], furniture);
        const colour = [accentA, accentC, accentB, accentA][i]!;
        add(
          x! + 0.22 + y! + 2.2 + 0.01,
          poly(
            [
              [x! + 0.23, y! + 0.35, 0.7],
              [x! + 0.23, y! + 1.85, 0.7],
              [x! + 0.23, y! + 1.85, 2.1],
              [x! + 0.23, y! + 0.35, 2.1],
            ],
            `fill="${colour}"`,
          ),
        );
        pool(x! + 1.4, y! + 1.1, 1.4, i % 2 ? "glowC" : "glowA");
      });
      person(5.2, 6.4);
      person(6, 6.8);
      person(10.5, 10);
      person(3, 10.2);
      break;
    }
    case "simulation": {
      wallScreen("left", 1.5, 5.5, 1.8, 4.6);
      wallScreen("left", 6.5, 10.5, 1.8, 4.6);
      wallScreen("right", 2, 10, 1.8, 4.6);
      pool(6.5, 6.5, 4, "glowA");
      table(6.5, 6.5, 2.2);
      const ring = project([6.5, 6.5, 2.7]);
      overlays.push(
        `<ellipse cx="${n(ring[0])}" cy="${n(ring[1])}" rx="${n(2.8 * s * 1.22)}" ry="${n(2.8 * s * 0.71)}" fill="none" stroke="${accentC}" stroke-width="${n(5 * unit)}" opacity="0.9"/>`,
        `<ellipse cx="${n(ring[0])}" cy="${n(ring[1])}" rx="${n(2.8 * s * 1.22)}" ry="${n(2.8 * s * 0.71)}" fill="none" stroke="${accentC}" stroke-width="${n(22 * unit)}" opacity="0.18"/>`,
      );
      for (let i = 0; i < 8; i += 1) {
        const angle = (i / 8) * Math.PI * 2 + 0.3;
        person(6.5 + Math.cos(angle) * 3, 6.5 + Math.sin(angle) * 3);
      }
      break;
    }
    case "datawall": {
      const [, , top] = [0, 0, 5.4];
      wallScreen("left", 1.2, 10.8, 1, top, dark ? mix(bgFrom, accentA, 0.25) : mix(accentA, "#ffffff", 0.75));
      for (let i = 0; i < 12; i += 1) {
        const y = 1.8 + i * 0.72;
        const h = between(random, 0.8, 2.6);
        add(
          -1.5,
          poly(
            [
              [0.04, y, 1.4],
              [0.04, y + 0.46, 1.4],
              [0.04, y + 0.46, 1.4 + h],
              [0.04, y, 1.4 + h],
            ],
            `fill="${[accentA, accentB, accentC][i % 3]}"`,
          ),
        );
      }
      const trend = Array.from({ length: 14 }, (_, i) =>
        project([0.05, 1.6 + i * 0.66, 3.8 + Math.sin(i * 0.8) * 0.35 + i * 0.05]),
      );
      add(
        -1.4,
        `<path d="${pathOf(trend)}" fill="none" stroke="${ink}" stroke-width="${n(3 * unit)}" stroke-linejoin="round"/>`,
      );
      wallScreen("right", 3, 9, 2.4, 4.6);
      pool(3.5, 6, 3.5, "glowA");
      box([6.5, 6.5, 0], [3, 0.9, 0.45], furniture);
      [
        [3, 4.2],
        [4.1, 5.3],
        [3.2, 6.8],
        [4.6, 7.6],
        [7.4, 9.2],
        [8.6, 8.4],
      ].forEach(([x, y]) => person(x!, y!));
      break;
    }
    case "popup": {
      const cubes: [Vec3, Vec3, string][] = [
        [[2, 2, 0], [2, 2, 2], accentA],
        [[4.2, 1.6, 0], [1.6, 1.6, 1.6], furniture],
        [[2.2, 2.2, 2], [1.6, 1.6, 1.6], accentC],
        [[8, 2, 0], [2.2, 1.4, 1.2], accentB],
        [[8.6, 2.4, 1.2], [1.2, 1, 1.2], furniture],
      ];
      cubes.forEach(([origin, size, colour]) => box(origin, size, colour));
      // An open canopy frame over the centre of the room.
      const posts: Vec3[] = [
        [4.5, 5, 0],
        [10, 5, 0],
        [4.5, 10.5, 0],
        [10, 10.5, 0],
      ];
      posts.forEach((post) => box(post, [0.18, 0.18, 3.6], ink));
      add(
        30,
        poly(
          [
            [4.5, 5, 3.6],
            [10.18, 5, 3.6],
            [10.18, 10.68, 3.6],
            [4.5, 10.68, 3.6],
          ],
          `fill="${accentC}" opacity="0.28"`,
        ) +
          `<path d="${pathOf(
            (
              [
                [4.5, 5, 3.6],
                [10.18, 5, 3.6],
                [10.18, 10.68, 3.6],
                [4.5, 10.68, 3.6],
              ] as Vec3[]
            ).map(project),
            true,
          )}" fill="none" stroke="${ink}" stroke-width="${n(3 * unit)}"/>`,
      );
      pool(7.3, 7.8, 3.2, "glowC");
      box([6, 7, 0], [2.4, 1.2, 0.8], furniture);
      [
        [5.5, 6.2],
        [9, 6.6],
        [8.8, 9.8],
        [5.8, 9.6],
        [2.5, 7.5],
      ].forEach(([x, y]) => person(x!, y!));
      break;
    }
    case "studio": {
      box([2, 1, 0], [8.5, 4, 0.5], furniture, 2);
      pool(6, 3, 3, "glowA");
      beam(6, 3, 1.6);
      // Remote participants on screens floating around the stage.
      const screens: [number, number, number][] = [
        [1, 7, 2],
        [1, 9.5, 2.4],
        [4, 0.3, 2.8],
        [8.2, 0.3, 2.8],
      ];
      screens.forEach(([x, y, z], i) => {
        const alongY = i < 2;
        const corners: Vec3[] = alongY
          ? [
              [x, y, z],
              [x, y + 2, z],
              [x, y + 2, z + 1.5],
              [x, y, z + 1.5],
            ]
          : [
              [x, y, z],
              [x + 2.8, y, z],
              [x + 2.8, y, z + 1.7],
              [x, y, z + 1.7],
            ];
        const [cx, cy] = project([
          (corners[0]![0] + corners[2]![0]) / 2,
          (corners[0]![1] + corners[2]![1]) / 2,
          z + 0.8,
        ]);
        glows.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(2.2 * s)}" fill="url(#glowC)" opacity="0.4"/>`);
        add(alongY ? x + y : -2, poly(corners, `fill="url(#screen)"`));
        const tiles = alongY ? 2 : 3;
        for (let t = 0; t < tiles; t += 1) {
          const u = (t + 0.5) / tiles;
          const head: Vec3 = alongY ? [x, y + 2 * u, z + 0.9] : [x + 2.8 * u, y, z + 1];
          const [hx, hy] = project(head);
          add(
            (alongY ? x + y : -2) + 0.01,
            `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(0.18 * s)}" fill="${ink}" opacity="0.85"/><ellipse cx="${n(hx)}" cy="${n(hy + 0.42 * s)}" rx="${n(0.3 * s)}" ry="${n(0.2 * s)}" fill="${ink}" opacity="0.85"/>`,
          );
        }
      });
      person(5, 3, accentC);
      person(7, 3.4);
      [
        [5, 8],
        [7, 8.4],
        [9, 7.8],
        [6, 10],
        [8.4, 10.2],
      ].forEach(([x, y]) => person(x!, y!));
      break;
    }
    case "journey": {
      // A winding path from the left corner of the floor to the right, stepping-stones evenly spaced along it.
      const curve = Array.from({ length: 400 }, (_, i) => {
        const t = i / 399;
        const sway = Math.sin(t * Math.PI * 2.5) * 2.2;
        return [1.6 + 8.8 * t + sway, 10.4 - 8.8 * t + sway] as [number, number];
      });
      const path: [number, number][] = [curve[0]!];
      for (const point of curve) {
        const last = path.at(-1)!;
        if (Math.hypot(point[0] - last[0], point[1] - last[1]) >= 1.05) path.push(point);
      }
      const stone = dark ? mix(accentA, bgFrom, 0.35) : mix(accentA, "#ffffff", 0.55);
      path.forEach(([x, y]) => box([x - 0.4, y - 0.4, 0], [0.8, 0.8, 0.08], stone, -0.5));
      const stations = [0.15, 0.4, 0.62, 0.85].map((f) => Math.round(f * (path.length - 1)));
      stations.forEach((index, i) => {
        const [x, y] = path[index]!;
        const side = i % 2 ? 1.4 : -1.4;
        const [sx, sy] = [x + side - 0.25, y + side - 0.25];
        box([sx, sy, 0], [0.5, 0.5, 1.4], furniture);
        const [tx, ty] = project([sx + 0.25, sy + 0.25, 1.4]);
        glows.push(`<circle cx="${n(tx)}" cy="${n(ty)}" r="${n(1.2 * s)}" fill="url(#glowC)"/>`);
        pool(x, y, 1.4, "glowC");
      });
      wallScreen("left", 2, 6, 2, 4.2);
      wallScreen("right", 5, 10, 2, 4.2);
      [0.28, 0.5, 0.74].forEach((f) => {
        const [x, y] = path[Math.round(f * (path.length - 1))]!;
        person(x, y);
      });
      break;
    }
  }

  const room =
    poly(
      [
        [0, 0, 0],
        [0, ROOM.depth, 0],
        [0, ROOM.depth, ROOM.height],
        [0, 0, ROOM.height],
      ],
      `fill="${leftWall}"`,
    ) +
    poly(
      [
        [0, 0, 0],
        [ROOM.width, 0, 0],
        [ROOM.width, 0, ROOM.height],
        [0, 0, ROOM.height],
      ],
      `fill="${rightWall}"`,
    ) +
    poly(
      [
        [0, 0, 0],
        [ROOM.width, 0, 0],
        [ROOM.width, ROOM.depth, 0],
        [0, ROOM.depth, 0],
      ],
      `fill="${floorColour}"`,
    );
  const grid = Array.from({ length: ROOM.width - 1 }, (_, i) => i + 1)
    .flatMap((i) => [
      pathOf([project([i, 0, 0]), project([i, ROOM.depth, 0])]),
      pathOf([project([0, i, 0]), project([ROOM.width, i, 0])]),
    ])
    .join("");
  const edges =
    pathOf([
      project([0, ROOM.depth, 0]),
      project([0, ROOM.depth, ROOM.height]),
      project([0, 0, ROOM.height]),
      project([ROOM.width, 0, ROOM.height]),
      project([ROOM.width, 0, 0]),
    ]) + pathOf([project([0, 0, 0]), project([0, 0, ROOM.height])]);
  const [floorCx, floorCy] = project([ROOM.width / 2, ROOM.depth / 2, 0]);

  shapes.sort((a, b) => a.depth - b.depth);
  const motes = dark
    ? Array.from(
        { length: 70 },
        () =>
          `<circle cx="${n(width * random())}" cy="${n(height * random())}" r="${n(between(random, 0.6, 1.6) * unit * 1.5)}" opacity="${between(random, 0.1, 0.45).toFixed(2)}"/>`,
      ).join("")
    : "";

  return svgDocument(
    width,
    height,
    defs.join(""),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<circle cx="${n(floorCx)}" cy="${n(floorCy)}" r="${n(height * 0.75)}" fill="url(#halo)"/>` +
      `<g fill="#ffffff">${motes}</g>` +
      room +
      `<path d="${grid}" stroke="${dark ? "#ffffff" : "#0b1f33"}" stroke-opacity="${dark ? 0.06 : 0.07}" stroke-width="${n(1.2 * unit)}" fill="none"/>` +
      glows.join("") +
      shapes.map((shape) => shape.svg).join("") +
      overlays.join("") +
      `<path d="${edges}" stroke="${dark ? "#ffffff" : "#0b1f33"}" stroke-opacity="${dark ? 0.14 : 0.12}" stroke-width="${n(1.5 * unit)}" fill="none"/>`,
  );
};
