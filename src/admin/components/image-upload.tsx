import { PlusOutlined } from "@ant-design/icons";
import { App, Image, Upload, type UploadFile } from "antd";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadImage, type UploadedImage } from "../http.ts";
import { ImageAltTexts } from "./image-alt-texts.tsx";
import { ChooseFromLibrary } from "./media-picker.tsx";
import { IMAGE_UPLOAD_MAX_BYTES } from "#domain/media-url.ts";

interface Props {
  /** One URL, or a list of URLs when `multiple`. */
  value?: string | string[] | null;
  onChange?(value: string | string[]): void;
  multiple?: boolean;
  max?: number;
  id?: string;
  disabled?: boolean;
  /** The field's label, naming the group: each field's "Upload" button is then told apart. */
  label?: string;
}

function toList(value: Props["value"]): string[] {
  if (Array.isArray(value)) return value.filter(Boolean);
  return value ? [value] : [];
}

/**
 * Uploads images through POST api/ad/uploads (the server checks and re-encodes them, and keeps
 * them in the media library), or takes one from the library ("Choose from library"), and keeps
 * their URLs as the field value; thumbnails open a full-size preview. Below them, each library image's alt texts.
 */
export function ImageUpload({ value, onChange, multiple = false, max = multiple ? 12 : 1, id, disabled, label }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const urls = toList(value);
  // Upload callbacks finish later: they read the value of the latest render, not the one they started in.
  const latest = useRef<string[]>(urls);
  useLayoutEffect(() => {
    latest.current = toList(value);
  });

  const emit = (next: string[]) => onChange?.(multiple ? next : (next[next.length - 1] ?? ""));

  const fileList: UploadFile[] = [
    ...urls.map((url) => ({ uid: url, name: url.split("/").pop() ?? url, status: "done" as const, url, thumbUrl: url })),
    ...pending,
  ];

  return (
    <div id={id} className="admin-image-upload" role="group" aria-label={label}>
      <Upload
        listType="picture-card"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        multiple={multiple}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file) => {
          if (!/^image\/(jpeg|png|webp|avif|gif)$/.test(file.type)) {
            void message.error(t("upload.notImage", { name: file.name }));
            return Upload.LIST_IGNORE;
          }
          if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
            void message.error(t("upload.tooLarge", { name: file.name, size: IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024 }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadImage(file as File)
            .then((image) => onSuccess?.(image))
            .catch((error: Error) => onError?.(error));
        }}
        onChange={({ file }) => {
          if (file.status === "done") {
            const image = file.response as UploadedImage;
            setPending((list) => list.filter((item) => item.uid !== file.uid));
            emit(multiple ? [...latest.current, image.url] : [image.url]);
          } else if (file.status === "uploading" || file.status === "error") {
            setPending((list) => {
              const rest = list.filter((item) => item.uid !== file.uid);
              return [...rest, { ...file, name: file.name }];
            });
          }
        }}
        onRemove={(file) => {
          if (latest.current.includes(file.uid)) emit(latest.current.filter((url) => url !== file.uid));
          else setPending((list) => list.filter((item) => item.uid !== file.uid));
          return false;
        }}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
      >
        {multiple && fileList.length >= max ? null : (
          <button type="button" className="admin-upload-button" disabled={disabled}>
            <PlusOutlined />
            <span>{t(fileList.length && !multiple ? "upload.replace" : "upload.add")}</span>
          </button>
        )}
      </Upload>
      {!(multiple && fileList.length >= max) && (
        <ChooseFromLibrary disabled={disabled} onPick={(image) => emit(multiple ? [...latest.current, image.url] : [image.url])} />
      )}
      <ImageAltTexts urls={urls} />
      {preview && (
        <Image src={preview} alt="" style={{ display: "none" }} preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }} />
      )}
    </div>
  );
}
