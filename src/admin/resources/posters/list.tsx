import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PosterLikeList } from "../poster-like-list.tsx";
import { POSTER_TYPES, type PosterType } from "#domain/admin-contract.ts";
import { posters } from "./index.ts";
import { BulkEdit } from "../../components/bulk-edit.tsx";

/** Advertisement: the posters of one type at a time (GET api/posters?type=…), the type kept in the URL. */
export default function PosterList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const given = search.get("type");
  const type: PosterType = POSTER_TYPES.includes(given as PosterType) ? (given as PosterType) : "indexPage";
  return (
    <PosterLikeList
      definition={posters}
      extraQuery={{ type }}
      createQuery={{ type }}
      batchActions={({ ids, done }) => <BulkEdit resource="posters" ids={ids} done={done} />}
      intro={
        <div className="admin-type-switch">
          <Segmented<PosterType>
            value={type}
            onChange={(value) => setSearch({ type: value })}
            options={POSTER_TYPES.map((value) => ({ value, label: t(`resources.posters.options.type.${value}`) }))}
          />
          <p className="admin-hint">{t(`resources.posters.typeHelp.${type}`)}</p>
        </div>
      }
    />
  );
}
