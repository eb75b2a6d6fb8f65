import { z } from "zod";

export const linkSchema = z.object({
  name: z.string().min(1),
  href: z.string().startsWith("/"),
  description: z.string().min(1).optional(),
});

export const navItemSchema = linkSchema.extend({ submenu: z.array(linkSchema).min(1).optional() });

export type NavLink = z.infer<typeof linkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
