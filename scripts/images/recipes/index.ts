import { arches } from "./arches";
import { aurora } from "./aurora";
import { constellation } from "./constellation";
import { contour } from "./contour";
import { isometric } from "./isometric";
import { ribbons } from "./ribbons";
import type { Recipe } from "./types";

/** Every art recipe by name, as image catalog entries refer to them. */
export const recipes: Record<string, Recipe> = { arches, aurora, constellation, contour, isometric, ribbons };
