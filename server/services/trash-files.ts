import type { MediaStorage } from "./media.ts";
import type { FileStore } from "./storage.ts";
import type { TrashSnapshot } from "./trash.ts";

/*
 * A trashed document or image keeps its files in storage (decision 091), so a restore finds them; they go when the
 * entry is purged, after its days in the trash or when an admin empties the trash. An image's files wait in the
 * storage's trash folder, where they are not served, and go back to their URLs on a restore (decision 096); a
 * document's are served only through its row, so they stay where they are.
 */

/** Where trashed files live until their entry is purged. */
export interface TrashStores {
  media: MediaStorage;
  files: FileStore;
}

/** The files the entry's rows kept in storage: a document's every version, an image and its variants, its earlier files. */
function filesOf(snapshot: TrashSnapshot): { media: string[]; files: string[] } {
  const found = { media: [] as string[], files: [] as string[] };
  for (const { table, rows } of snapshot.rows) {
    for (const row of rows) {
      if (table === "document_versions" && typeof row.file_key === "string") found.files.push(row.file_key);
      if ((table === "media" || table === "media_versions") && typeof row.url === "string") {
        const variants = typeof row.variants === "string" ? (JSON.parse(row.variants) as { url?: unknown }[]) : [];
        found.media.push(row.url, ...variants.map((variant) => variant.url).filter((url): url is string => typeof url === "string"));
      }
    }
  }
  return found;
}

/** Removes the files of purged entries; a file already gone is no error. */
export async function releaseTrashedFiles(stores: TrashStores, purged: readonly { snapshot: string }[]): Promise<void> {
  const removals = purged.flatMap((entry) => {
    const { media, files } = filesOf(JSON.parse(entry.snapshot) as TrashSnapshot);
    return [...media.map((url) => stores.media.remove(url)), ...files.map((key) => stores.files.remove(key))];
  });
  await Promise.all(removals.map((removal) => removal.catch(() => {})));
}

/**
 * Moves the image files of these entries (snapshots, JSON) out of their URLs or back: after the move to the trash has
 * committed (`hidden`), after a restore has (not hidden). A file already there or missing is passed over, so a move
 * done twice, or one a crash left undone, is repaired by doing it again.
 */
export async function hideTrashedImages(media: MediaStorage, snapshots: readonly string[], hidden: boolean): Promise<void> {
  const urls = snapshots.flatMap((snapshot) => filesOf(JSON.parse(snapshot) as TrashSnapshot).media);
  await Promise.all(urls.map((url) => media.setHidden(url, hidden)));
}
