import * as v from 'valibot';

/**
 * A value the BFF inlined into index.html as `<script id="…" type="application/json">`, checked
 * against its schema; undefined when the page came without it (the dev server) or it is
 * unreadable, so the caller asks the BFF instead.
 */
export function readInlineJson<Schema extends v.GenericSchema>(
  id: string,
  schema: Schema,
): v.InferOutput<Schema> | undefined {
  const inline = document.getElementById(id)?.textContent;
  if (!inline) return undefined;
  try {
    const parsed = v.safeParse(schema, JSON.parse(inline));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
