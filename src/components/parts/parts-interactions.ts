/**
 * The spare-parts section's pairing (decision 084), loaded on the section's first pointer or focus: pointing at or
 * focusing a number on the drawing marks its part's row, and the reverse; choosing one (click, Enter) marks the other,
 * brings it into view and moves the focus there, without the page jump of the plain anchor (which is what works
 * before this loads, or without JavaScript).
 */

const MARK = "is-active";
const HOVER = "is-paired";

function partsOf(root: HTMLElement, partId: string) {
  return {
    row: root.querySelector<HTMLElement>(`tr[data-part="${CSS.escape(partId)}"]`),
    spots: [...root.querySelectorAll<HTMLElement>(`.parts-hotspot[data-part="${CSS.escape(partId)}"]`)],
  };
}

function clear(root: HTMLElement, className: string): void {
  for (const element of root.querySelectorAll(`.${className}`)) element.classList.remove(className);
}

function pairedOf(root: HTMLElement, target: EventTarget | null): { partId: string; fromDrawing: boolean; link: HTMLAnchorElement } | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(".parts-hotspot, .parts-table__number") : null;
  if (!link || !root.contains(link)) return null;
  const fromDrawing = link.classList.contains("parts-hotspot");
  const partId = fromDrawing ? link.dataset.part : link.closest<HTMLElement>("tr[data-part]")?.dataset.part;
  return partId ? { partId, fromDrawing, link } : null;
}

export function pairDiagramAndTable(root: HTMLElement): void {
  const mark = (partId: string, className: string) => {
    clear(root, className);
    const { row, spots } = partsOf(root, partId);
    row?.classList.add(className);
    for (const spot of spots) spot.classList.add(className);
  };
  const hover = (event: Event) => {
    const paired = pairedOf(root, event.target);
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>("tr[data-part]") : null;
    const partId = paired?.partId ?? row?.dataset.part;
    if (partId) mark(partId, HOVER);
    else clear(root, HOVER);
  };
  root.addEventListener("pointerover", hover);
  root.addEventListener("focusin", hover);
  root.addEventListener("pointerleave", () => clear(root, HOVER));
  root.addEventListener("click", (event) => {
    const paired = pairedOf(root, event.target);
    if (!paired) return;
    event.preventDefault();
    mark(paired.partId, MARK);
    const { row } = partsOf(root, paired.partId);
    const target = paired.fromDrawing ? row?.querySelector<HTMLElement>(".parts-table__number, th") : root.querySelector<HTMLElement>(paired.link.hash);
    if (!target) return;
    if (!target.hasAttribute("href") && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ block: "center", behavior: reduced ? "auto" : "smooth" });
    target.focus({ preventScroll: true });
    history.replaceState(history.state, "", paired.link.hash);
  });
  // A number reached by the plain anchor before this loaded keeps its mark.
  const current = location.hash ? root.querySelector<HTMLElement>(location.hash.replace(/[^\w#-]/g, "")) : null;
  const partId = current?.dataset.part;
  if (partId) mark(partId, MARK);
}
