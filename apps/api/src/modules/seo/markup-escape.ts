// Escaping for what the server writes into HTML and XML: attribute/text escaping, and JSON that cannot end a
// <script> element early.

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element text and in single- or double-quoted attribute values; also valid XML (sitemaps). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

/**
 * JSON for an inline <script type="application/ld+json">: `<` `>` `&` and the JS line separators as \u
 * escapes, so `</script>` or `<!--` inside a value cannot close or change the element; still the same JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
