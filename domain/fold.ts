/** Lower case without accents: what search compares, so "tondeuse a gazon" finds "Tondeuse à gazon". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}
