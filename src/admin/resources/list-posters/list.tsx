import { useTranslation } from "react-i18next";
import { PosterLikeList } from "../poster-like-list.tsx";
import { listPosters } from "./index.ts";

export default function ListPosterList() {
  const { t } = useTranslation();
  // Where the records show on the public site (decision 039).
  return <PosterLikeList definition={listPosters} intro={<p className="admin-hint">{t("promotions.where.listPosters")}</p>} />;
}
