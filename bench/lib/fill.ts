/** Data for the benchmarks that open pages: an organisation's topics filled in as a user would. */
import { isDateColumn, topics, type TableColumn } from "@norm/catalogue";
import { BENCH_ORIGIN } from "./server-child";

/**
 * Fills every topic of the organisation as a user would (each text and two rows in each table, with
 * dates and choices), so that the topic pages are measured with what they render for real data.
 */
export async function fillTopics(url: string, cookie: string) {
  const put = async (name: string, value: unknown) => {
    const res = await fetch(`${url}/api/kms/values/${name}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie, origin: BENCH_ORIGIN },
      body: JSON.stringify({ value, baseRevision: 0 }),
    });
    if (!res.ok) throw new Error(`saving ${name} answered ${res.status}: ${await res.text()}`);
  };
  const cell = (c: TableColumn, n: number) =>
    c.choice ? c.choice[0]! : isDateColumn(c) ? `2026-0${n}-1${n}` : `Voorbeeld ${c.title} ${n}`;
  for (const topic of topics)
    for (const section of topic.sections) {
      if (section.kind === "text")
        await put(section.name, section.date ? "2026-03-05" : `Voorbeeldtekst voor ${topic.title}.`);
      if (section.kind === "table")
        await put(
          section.name,
          [1, 2].map((n) => ({
            id: `rij-${n}`,
            ...Object.fromEntries(
              section.columns.filter((c) => !c.readOnly && !c.computed).map((c) => [c.key, cell(c, n)]),
            ),
          })),
        );
    }
}
