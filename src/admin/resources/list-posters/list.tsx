import { PosterLikeList } from "../poster-like-list.tsx";
import { listPosters } from "./index.ts";

export default function ListPosterList() {
  return <PosterLikeList definition={listPosters} />;
}
