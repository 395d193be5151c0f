import { FolderOpenOutlined } from "@ant-design/icons";
import { Button, Empty, Input, Modal, Pagination, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRemote } from "../generic/use-remote.ts";
import { http, type ListResponse } from "../http.ts";
import { MEDIA_API, thumbnailOf, type MediaListItem } from "../resources/media/index.ts";

const PER_PAGE = 24;

/** "Choose from library": a modal listing the media library with search; picking an image answers its URL. */
export function MediaPicker({ open, onClose, onPick }: { open: boolean; onClose(): void; onPick(image: MediaListItem): void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const remote = useRemote(
    (signal) => (open ? http.get<ListResponse<MediaListItem>>(MEDIA_API, { q, page, per_page: PER_PAGE }, { signal }) : Promise.resolve(undefined)),
    [open, q, page],
  );
  const images = remote.data?.data ?? [];
  const total = remote.data?.meta?.pagination?.total ?? 0;
  return (
    <Modal open={open} title={t("resources.media.pickerTitle")} onCancel={onClose} footer={null} width={880} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t("resources.media.searchPlaceholder")}
        aria-label={t("resources.media.pickerSearch")}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
        style={{ marginBottom: 16, maxWidth: 320 }}
      />
      <Spin spinning={remote.loading}>
        {images.length ? (
          <ul className="admin-media-grid" aria-label={t("resources.media.name")}>
            {images.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  className="admin-media-grid__item"
                  onClick={() => {
                    onPick(image);
                    onClose();
                  }}
                  aria-label={t("resources.media.pick", { name: image.original_name })}
                >
                  <img src={thumbnailOf(image)} alt="" width={120} height={90} loading="lazy" />
                  <span>{image.original_name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          !remote.loading && <Empty description={t("list.empty")} />
        )}
      </Spin>
      {total > PER_PAGE && <Pagination current={page} pageSize={PER_PAGE} total={total} onChange={setPage} showSizeChanger={false} size="small" />}
    </Modal>
  );
}

/** The button that opens the picker, beside an image field's upload. */
export function ChooseFromLibrary({ onPick, disabled }: { onPick(image: MediaListItem): void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FolderOpenOutlined />} onClick={() => setOpen(true)} disabled={disabled}>
        {t("resources.media.choose")}
      </Button>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={onPick} />
    </>
  );
}
