import { PosterLikeList } from "../poster-like-list.tsx";
import { cardAdsense } from "./index.ts";

export default function CardAdsenseList() {
  return <PosterLikeList definition={cardAdsense} />;
}
