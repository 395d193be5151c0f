import { PosterLikeList } from "../poster-like-list.tsx";
import { rotationCharts } from "./index.ts";

export default function RotationChartList() {
  return <PosterLikeList definition={rotationCharts} />;
}
