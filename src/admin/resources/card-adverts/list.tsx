import { useTranslation } from "react-i18next";
import { PosterLikeList } from "../poster-like-list.tsx";
import { cardAdverts } from "./index.ts";

export default function CardAdvertList() {
  const { t } = useTranslation();
  // Where the records show on the public site (decision 039).
  return <PosterLikeList definition={cardAdverts} intro={<p className="admin-hint">{t("promotions.where.cardAdsense")}</p>} />;
}
