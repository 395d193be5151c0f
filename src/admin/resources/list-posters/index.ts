import { posterLike } from "../poster-like.ts";

export const listPosters = posterLike("listPosters", "list-posters", "ad/list/posters", { publicUrl: () => "/products" });
