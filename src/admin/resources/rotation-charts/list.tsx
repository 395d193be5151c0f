import { useTranslation } from "react-i18next";
import { PosterLikeList } from "../poster-like-list.tsx";
import { rotationCharts } from "./index.ts";

export default function RotationChartList() {
  const { t } = useTranslation();
  // Where the records show on the public site (decision 039).
  return <PosterLikeList definition={rotationCharts} intro={<p className="admin-hint">{t("promotions.where.rotationCharts")}</p>} />;
}
