import { App, Button, Input, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ALT_TEXT_MAX, type MediaItem } from "#domain/models.ts";
import { useRemote } from "../generic/use-remote.ts";
import { http, type ItemResponse } from "../http.ts";
import { MEDIA_API, thumbnailOf } from "../resources/media/index.ts";
import { LANGS, type Lang } from "../resources/types.ts";

type AltValues = Record<`${Lang}_alt`, string>;

const altsOf = (image: MediaItem): AltValues => ({ en_alt: image.en_alt, fr_alt: image.fr_alt, nl_alt: image.nl_alt });

/**
 * Below an image field: each chosen library image by its thumbnail, with its alt texts in the three languages to read
 * and set in place (decision 092). They belong to the image, not the record: saving here changes them wherever the
 * image is shown. Images that are not in the library (an outside URL) have no row.
 */
export function ImageAltTexts({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation();
  const key = urls.join(",");
  const remote = useRemote(
    (signal) => (urls.length ? http.get<ItemResponse<MediaItem[]>>(`${MEDIA_API}/_by_url`, { url: urls }, { signal }) : Promise.resolve(undefined)),
    [key],
  );
  const found = new Map((remote.data?.data ?? []).map((image) => [image.url, image]));
  const shown = urls.flatMap((url, index) => {
    const image = found.get(url) ?? [...found.values()].find((candidate) => candidate.variants.some((variant) => variant.url === url));
    return image ? [{ image, position: index + 1 }] : [];
  });
  if (!shown.length) return null;
  return (
    <div className="admin-image-alts" role="group" aria-label={t("imageAlts.title")}>
      <Typography.Text type="secondary">{t("imageAlts.help")}</Typography.Text>
      {shown.map(({ image, position }) => (
        <ImageAltRow
          key={`${position}-${image.id}-${image.updated_at}`}
          image={image}
          position={urls.length > 1 ? position : undefined}
          onSaved={(saved) => remote.setData((previous) => previous && { data: previous.data.map((item) => (item.id === saved.id ? saved : item)) })}
        />
      ))}
    </div>
  );
}

function ImageAltRow({ image, position, onSaved }: { image: MediaItem; position?: number; onSaved(image: MediaItem): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [values, setValues] = useState<AltValues>(() => altsOf(image));
  const [saving, setSaving] = useState(false);
  const changed = LANGS.some((lang) => values[`${lang}_alt`] !== image[`${lang}_alt`]);
  const imageName = position ? t("imageAlts.imageAt", { position, name: image.original_name }) : image.original_name;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await http.post<ItemResponse<MediaItem>>(`${MEDIA_API}/${image.id}/_update`, values);
      onSaved(saved.data);
      void message.success(t("imageAlts.saved", { name: image.original_name }));
    } catch {
      // The HTTP client's notification says why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={`admin-image-alts__row${image.en_alt ? "" : " admin-image-alts__row--missing"}`} data-media-id={image.id}>
      <img src={thumbnailOf(image)} alt="" width={64} height={64} className="admin-image-alts__thumb" />
      <div className="admin-image-alts__fields">
        <Typography.Text strong className="admin-image-alts__name">
          {imageName}
        </Typography.Text>
        {!image.en_alt && <Tag color="red">{t("imageAlts.missing")}</Tag>}
        {LANGS.map((lang) => (
          <Input
            key={lang}
            size="small"
            prefix={<span className="admin-image-alts__lang">{lang.toUpperCase()}</span>}
            value={values[`${lang}_alt`]}
            maxLength={ALT_TEXT_MAX}
            aria-label={t("imageAlts.label", { lang: t(`preview.languages.${lang}`), name: imageName })}
            onChange={(event) => setValues((previous) => ({ ...previous, [`${lang}_alt`]: event.target.value }))}
            onPressEnter={(event) => {
              event.preventDefault();
              if (changed) void save();
            }}
          />
        ))}
        <Button size="small" onClick={() => void save()} loading={saving} disabled={!changed}>
          {t("imageAlts.save")}
        </Button>
      </div>
    </div>
  );
}
