import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, OrderedListOutlined } from "@ant-design/icons";
import { App, Button, Drawer, Empty, Space, Spin, Tag, Typography } from "antd";
import { useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Thumb } from "../../components/thumb.tsx";
import { recordName } from "../../generic/categories.ts";
import { publishingState } from "../../generic/publishing.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import type { AdminRecord } from "../types.ts";

type Featured = AdminRecord & { id: number; main_img_url: string; model: string };

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The order of the home's recommended products: the featured products, dragged into
 * place (or moved with the arrows, from the keyboard), saved together. The home shows the first 10 that
 * are on the site, topped up from the list when fewer are featured.
 */
export function FeaturedOrder() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<OrderedListOutlined />} onClick={() => setOpen(true)}>
        {t("resources.commodities.featuredOrder.open")}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t("resources.commodities.featuredOrder.title")} size={600} destroyOnHidden>
        <FeaturedList />
      </Drawer>
    </>
  );
}

function FeaturedList() {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const [order, setOrder] = useState<Featured[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const remote = useRemote(async (signal) => {
    const featured = (await http.get<ItemResponse<Featured[]>>("ad/commodities/featured", undefined, { signal })).data;
    setOrder(featured);
    return featured;
  }, []);
  const items = order ?? [];
  const changed = remote.data !== undefined && remote.data !== null && items.some((item, index) => item.id !== remote.data?.[index]?.id);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    setOrder(moved(items, from, to));
  };
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = (await http.post<ItemResponse<Featured[]>>("ad/commodities/featured/_order", { ids: items.map((item) => item.id) })).data;
      remote.setData(() => saved);
      setOrder(saved);
      notification.success({ key: "featured-order", title: t("resources.commodities.featuredOrder.saved") });
    } catch {
      // the client has shown the failure
    } finally {
      setSaving(false);
    }
  };

  if (remote.loading && !order) return <Spin />;
  if (!items.length) return <Empty description={t("resources.commodities.featuredOrder.none")} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: "100%" }}>
      <Typography.Paragraph type="secondary">{t("resources.commodities.featuredOrder.help")}</Typography.Paragraph>
      <ol className="admin-featured-order" aria-label={t("resources.commodities.featuredOrder.title")}>
        {items.map((item, index) => {
          const name = recordName(item, "name", i18n.language);
          const state = publishingState(item);
          return (
            <li
              key={item.id}
              draggable
              data-dragging={dragged === index || undefined}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                setDragged(index);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={dropOn(index)}
            >
              <HolderOutlined className="admin-featured-order__handle" aria-hidden="true" />
              <span className="admin-featured-order__place">{index + 1}</span>
              <Thumb src={item.main_img_url} size={40} />
              <span className="admin-featured-order__name">
                {name}
                {item.model ? <Typography.Text type="secondary"> · {item.model}</Typography.Text> : null}
                {state !== "published" && <Tag className="admin-featured-order__state">{t(`publishing.states.${state}`)}</Tag>}
              </span>
              <Space size={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t("resources.commodities.featuredOrder.up", { name })}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === items.length - 1}
                  aria-label={t("resources.commodities.featuredOrder.down", { name })}
                  onClick={() => move(index, index + 1)}
                />
              </Space>
            </li>
          );
        })}
      </ol>
      <Space>
        <Button type="primary" loading={saving} disabled={!changed} onClick={() => void save()}>
          {t("resources.commodities.featuredOrder.save")}
        </Button>
        <Button disabled={!changed || saving} onClick={() => setOrder(remote.data ?? null)}>
          {t("resources.commodities.featuredOrder.reset")}
        </Button>
      </Space>
    </Space>
  );
}
