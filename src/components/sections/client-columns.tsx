import { type ColumnOptions, splitIntoColumns } from "~/lib/columns";
import { cn } from "~/lib/cn";

type ClientColumnsProps = ColumnOptions & {
  clients: readonly string[];
  /** Shown instead of the list when it is empty (SPEC §8). */
  emptyText: string;
  size?: "base" | "large";
};

/** A list of client names, split into two columns when it is long (SPEC §9). */
export function ClientColumns({ clients, emptyText, size = "base", ...options }: ClientColumnsProps) {
  if (clients.length === 0) return <p className="text-ink-soft italic">{emptyText}</p>;
  const columns = splitIntoColumns(clients, options);
  return (
    <div className={cn("grid gap-x-10", columns.length > 1 && "sm:grid-cols-2")}>
      {columns.map((column) => (
        <ul key={column[0]} className={cn("grid content-start", size === "large" ? "text-lg" : "text-base")}>
          {column.map((client) => (
            <li
              key={client}
              className={cn(
                "flex gap-3 border-b border-sand-200/70 text-ink before:mt-[0.6em] before:size-1.5 before:shrink-0 before:rounded-full before:bg-teal-600",
                size === "large" ? "py-3.5" : "py-2.5",
              )}
            >
              {client}
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
