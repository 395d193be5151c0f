import { posterLike } from "../poster-like.ts";

export const rotationCharts = posterLike("rotationCharts", "charts", "ad/rotation/charts", { publicUrl: () => "/" });
