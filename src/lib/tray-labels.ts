/**
 * Short labels that tell products apart in a narrow space (the compare tray): where a name begins with the same words
 * as another one's ("Tondeuse tractée 40V 46 cm", "Tondeuse tractée 40V 53 cm"), the shared words after the first
 * give way to "…" ("Tondeuse … 46 cm", "Tondeuse … 53 cm"), so what differs is what shows. A name that shares no
 * beginning with another stays whole.
 */
export function trayLabels(names: readonly string[]): string[] {
  const words = names.map((name) => name.trim().split(/\s+/));
  return words.map((own, index) => {
    const shared = Math.max(0, ...words.filter((_, other) => other !== index).map((other) => sharedPrefixLength(own, other)));
    // The first word says what the product is; a label needs at least one word of its own after the cut.
    if (shared < 2 || shared >= own.length) return names[index]!.trim();
    return [own[0], "…", ...own.slice(shared)].join(" ");
  });
}

function sharedPrefixLength(a: readonly string[], b: readonly string[]): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length]!.toLocaleLowerCase() === b[length]!.toLocaleLowerCase()) length++;
  return length;
}
