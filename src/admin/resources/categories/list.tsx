import { trashIdsOf, useDeletedNotice, type DeleteAnswer } from "../../generic/trashed-notice.tsx";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, ReloadOutlined, SaveOutlined } from "@ant-design/icons";
import { App, Button, Card, Col, Empty, Form, Input, Row, Space, Spin, Tag, Tree, Typography, type TreeProps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { countDescendants, findNode, findParent, moveSibling, removeNode, replaceSiblings, siblingsOf } from "#domain/category-tree.ts";
import { DeleteConfirm } from "../../components/delete-confirm.tsx";
import { loadCategories, recordName, setCategories, useCategories, type CategoryNode } from "../../generic/categories.ts";
import { FieldItem } from "../../generic/fields.tsx";
import { LocalizedFields, showLanguageOfFirstError } from "../../generic/localized-fields.tsx";
import { http, type ItemResponse } from "../../http.ts";
import { useDiscardDialog, useOnTabReturn, useTabDirty } from "../../layout/tabs.tsx";
import { LANGS, type Lang } from "../types.ts";
import { CATEGORY_FIELDS, CATEGORIES_API, MAX_LEVEL } from "./index.ts";
import { LandingPageAttach } from "./landing-page-attach.tsx";

type Selection = { mode: "edit"; id: number } | { mode: "new"; parentId: number | null } | null;

/**
 * Sort administration: the three-level category tree. Select a node to edit it; add top-level
 * or child categories; reorder by dragging within a level or with the arrows; delete a node and
 * its subtree (it leaves the tree at once, product rules §4); attach landing pages.
 */
export default function CategoryTree() {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const tree = useCategories();
  const [search, setSearch] = useSearchParams();
  const [form] = Form.useForm();
  const [lang, setLang] = useState<Lang>("en");
  const [saving, setSaving] = useState(false);
  const [filter, setFilter] = useState("");
  const [expanded, setExpanded] = useState<number[] | null>(null);
  // The selection lives in the URL: ?node=<id> edits a category, ?new=<parent id>|top adds one.
  const nodeParam = Number(search.get("node")) || null;
  const newParam = search.get("new");
  const selection: Selection = nodeParam
    ? { mode: "edit", id: nodeParam }
    : newParam
      ? { mode: "new", parentId: newParam === "top" ? null : Number(newParam) || null }
      : null;
  useOnTabReturn(() => void loadCategories(true));

  useEffect(() => {
    void loadCategories(true);
  }, []);

  const selectedNode = selection?.mode === "edit" && tree ? findNode(tree, selection.id) : undefined;
  const parentOfNew = selection?.mode === "new" && selection.parentId && tree ? findNode(tree, selection.parentId) : undefined;

  // Fill the form when the selection changes (not when the tree refreshes, so typing is never lost).
  const formKey = selection ? (selection.mode === "edit" ? `edit-${selection.id}-${selectedNode ? "ready" : "wait"}` : `new-${selection.parentId}`) : "none";
  const [langFor, setLangFor] = useState(formKey);
  const [dirty, setDirty] = useState(false);
  useTabDirty(dirty);
  if (langFor !== formKey) {
    setLangFor(formKey);
    setLang("en");
    setDirty(false);
  }
  useEffect(() => {
    form.resetFields();
    if (selection?.mode === "edit" && selectedNode) form.setFieldsValue(selectedNode);
    if (selection?.mode === "new") form.setFieldsValue({ sort_order: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formKey]);

  const select = (next: Selection) => {
    const params: Record<string, string> =
      next?.mode === "edit" ? { node: String(next.id) } : next?.mode === "new" ? { new: next.parentId === null ? "top" : String(next.parentId) } : {};
    setSearch(params, { replace: true });
  };
  /** Another category (or a new one) in the form: asked first when the form has unsaved changes. */
  const askDiscard = useDiscardDialog();
  const open = (next: Selection) => {
    if (!dirty) return select(next);
    askDiscard({ body: t("resources.commodityTypes.unsavedSwitch"), discard: t("resources.commodityTypes.discardSwitch") }, () => select(next));
  };

  const lowered = filter.trim().toLowerCase();
  const matches = (node: CategoryNode): boolean =>
    !lowered ||
    LANGS.some((l) =>
      String(node[`${l}_name`] ?? "")
        .toLowerCase()
        .includes(lowered),
    ) ||
    node.child.some(matches);

  const treeData = useMemo(() => {
    const build = (nodes: CategoryNode[]): NonNullable<TreeProps["treeData"]> =>
      nodes.filter(matches).map((node) => {
        const missing = (["fr", "nl"] as const).filter((l) => !String(node[`${l}_name`] ?? "").trim());
        return {
          key: node.id,
          title: (
            <span className="admin-tree-title" data-node-id={node.id}>
              {recordName(node, "name", i18n.language)}
              {node.child.length > 0 && <span className="admin-tree-count">{node.child.length}</span>}
              {missing.map((l) => (
                <Tag key={l} color="warning" variant="outlined" className="admin-tree-tag">
                  {l.toUpperCase()}
                </Tag>
              ))}
            </span>
          ),
          children: build(node.child),
        };
      });
    return build(tree ?? []);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tree, i18n.language, lowered]);

  const defaultExpanded = useMemo(() => (tree ?? []).map((node) => node.id), [tree]);

  const save = async () => {
    try {
      await form.validateFields();
    } catch (failure) {
      showLanguageOfFirstError(failure, setLang);
      return;
    }
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body: Record<string, unknown> = {};
    for (const field of CATEGORY_FIELDS) {
      const names = field.localized ? LANGS.map((l) => `${l}_${field.name}`) : [field.name];
      for (const name of names) body[name] = values[name] ?? (field.kind === "number" ? 0 : "");
    }
    setSaving(true);
    try {
      if (selection?.mode === "new") {
        body.parent_id = selection.parentId;
        const created = await http.post<ItemResponse<CategoryNode>>(CATEGORIES_API, body, { form });
        notification.success({ key: "category", title: t("notify.created", { name: recordName(created.data, "name", i18n.language) }) });
        await loadCategories(true);
        if (selection.parentId) setExpanded((keys) => [...(keys ?? defaultExpanded), selection.parentId!]);
        select({ mode: "edit", id: created.data.id });
      } else if (selection?.mode === "edit") {
        const updated = await http.post<ItemResponse<CategoryNode>>(`${CATEGORIES_API}/${selection.id}/_update`, body, { form });
        notification.success({ key: "category", title: t("notify.saved", { name: recordName(updated.data, "name", i18n.language) }) });
        setDirty(false);
        await loadCategories(true);
      }
    } catch (error) {
      showLanguageOfFirstError(error, setLang);
    } finally {
      setSaving(false);
    }
  };

  const notifyDeleted = useDeletedNotice();
  const remove = async (node: CategoryNode) => {
    if (!tree) return;
    const before = tree;
    // product rules §4: the entry leaves the tree at once; it comes back only if the server refuses.
    setCategories(removeNode(tree, node.id));
    select(null);
    try {
      const answer = await http.delete<DeleteAnswer>(`${CATEGORIES_API}/${node.id}`);
      notifyDeleted({ trashIds: trashIdsOf(answer), name: recordName(node, "name", i18n.language), count: 1, onRestored: () => void loadCategories(true) });
    } catch {
      setCategories(before);
    }
  };

  const reorder = async (node: CategoryNode, newIndex: number) => {
    if (!tree) return;
    const renumbered = moveSibling(siblingsOf(tree, node), node.id, newIndex);
    if (!renumbered) return;
    const changed = renumbered.filter((sibling) => siblingsOf(tree, node).find((old) => old.id === sibling.id)?.sort_order !== sibling.sort_order);
    const before = tree;
    setCategories(replaceSiblings(tree, node.parent_id, renumbered));
    try {
      await http.post(`${CATEGORIES_API}/_reorder`, { parent_id: node.parent_id, ids: renumbered.map((sibling) => sibling.id) });
      notification.success({ key: "category", title: t("notify.reordered") });
      if (selection?.mode === "edit" && changed.some((sibling) => sibling.id === selection.id)) {
        form.setFieldValue("sort_order", renumbered.find((sibling) => sibling.id === selection.id)?.sort_order);
      }
    } catch {
      setCategories(before);
    }
  };

  const onDrop: TreeProps["onDrop"] = (info) => {
    if (!tree) return;
    const dragged = findNode(tree, Number(info.dragNode.key));
    const target = findNode(tree, Number(info.node.key));
    if (!dragged || !target || dragged.parent_id !== target.parent_id || !info.dropToGap) return;
    const siblings = siblingsOf(tree, dragged);
    const targetIndex = siblings.findIndex((sibling) => sibling.id === target.id);
    const from = siblings.findIndex((sibling) => sibling.id === dragged.id);
    const position = info.dropPosition - Number(String(info.node.pos).split("-").pop());
    let index = position > 0 ? targetIndex + 1 : targetIndex;
    if (from < index) index -= 1;
    void reorder(dragged, index);
  };

  const siblings = selectedNode && tree ? siblingsOf(tree, selectedNode) : [];
  const siblingIndex = selectedNode ? siblings.findIndex((sibling) => sibling.id === selectedNode.id) : -1;
  const parentName = (id: number | null | undefined) =>
    id && tree ? recordName(findNode(tree, id), "name", i18n.language) : t("resources.commodityTypes.topLevel");

  return (
    <div className="admin-sort" data-screen="sort-administration">
      <div className="admin-page-head">
        <Typography.Title level={3} className="admin-page-title">
          {t("resources.commodityTypes.name")}
        </Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void loadCategories(true)} aria-label={t("actions.reload")} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ mode: "new", parentId: null })} data-testid="add-top">
            {t("resources.commodityTypes.addTop")}
          </Button>
        </Space>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xxl={8}>
          <Card size="small" title={t("resources.commodityTypes.treeTitle")}>
            <Input.Search
              allowClear
              placeholder={t("list.search")}
              aria-label={t("list.search")}
              onChange={(event) => setFilter(event.target.value)}
              style={{ marginBottom: 12 }}
            />
            <Spin spinning={!tree} delay={300}>
              {tree && tree.length === 0 ? (
                <Empty description={t("list.empty")} />
              ) : (
                <Tree
                  className="admin-tree"
                  blockNode
                  draggable={{ icon: false }}
                  showLine
                  treeData={treeData}
                  expandedKeys={lowered ? undefined : (expanded ?? defaultExpanded)}
                  defaultExpandAll={!!lowered}
                  onExpand={(keys) => setExpanded(keys.map(Number))}
                  selectedKeys={selection?.mode === "edit" ? [selection.id] : []}
                  onSelect={(keys) => keys[0] !== undefined && open({ mode: "edit", id: Number(keys[0]) })}
                  allowDrop={({ dragNode, dropNode, dropPosition }) => {
                    if (!tree || dropPosition === 0) return false;
                    return findParent(tree, Number(dragNode.key))?.id === findParent(tree, Number(dropNode.key))?.id;
                  }}
                  onDrop={onDrop}
                />
              )}
            </Spin>
            <p className="admin-hint">{t("resources.commodityTypes.dragHint")}</p>
          </Card>
        </Col>
        <Col xs={24} lg={15} xxl={16}>
          {!selection || (selection.mode === "edit" && !selectedNode) ? (
            <Card size="small">
              <Empty description={tree && selection ? t("resources.commodityTypes.gone") : t("resources.commodityTypes.pick")} />
            </Card>
          ) : (
            <Space orientation="vertical" size={16} style={{ width: "100%" }}>
              <Card
                size="small"
                title={
                  selection.mode === "new"
                    ? t("resources.commodityTypes.newUnder", { parent: parentName(selection.parentId) })
                    : recordName(selectedNode, "name", i18n.language)
                }
              >
                <Space wrap className="admin-node-actions">
                  {selectedNode && (
                    <>
                      <Tag>{t("resources.commodityTypes.level", { level: selectedNode.level })}</Tag>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={siblingIndex <= 0}
                        onClick={() => void reorder(selectedNode, siblingIndex - 1)}
                        aria-label={t("list.moveUp")}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={siblingIndex === -1 || siblingIndex >= siblings.length - 1}
                        onClick={() => void reorder(selectedNode, siblingIndex + 1)}
                        aria-label={t("list.moveDown")}
                      />
                      {selectedNode.level < MAX_LEVEL && (
                        <Button size="small" icon={<PlusOutlined />} onClick={() => open({ mode: "new", parentId: selectedNode.id })} data-testid="add-child">
                          {t("resources.commodityTypes.addChild")}
                        </Button>
                      )}
                      <DeleteConfirm
                        title={t("confirm.deleteOne", { name: recordName(selectedNode, "name", i18n.language) })}
                        description={
                          countDescendants(selectedNode)
                            ? t("resources.commodityTypes.deleteSubtree", { count: countDescendants(selectedNode) })
                            : t("resources.commodityTypes.deleteLeaf")
                        }
                        onConfirm={() => remove(selectedNode)}
                      >
                        <Button size="small" danger icon={<DeleteOutlined />}>
                          {t("actions.delete")}
                        </Button>
                      </DeleteConfirm>
                    </>
                  )}
                  <Button type="primary" size="small" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="save">
                    {selection.mode === "new" ? t("actions.create") : t("actions.save")}
                  </Button>
                </Space>
                {selection.mode === "new" && parentOfNew === undefined && selection.parentId !== null ? null : (
                  <Form
                    form={form}
                    name="commodityTypes"
                    layout="vertical"
                    disabled={saving}
                    onValuesChange={() => setDirty(true)}
                    onFinish={() => void save()}
                  >
                    {selectedNode && (
                      <p className="admin-hint">
                        {t("resources.commodityTypes.parent")}: {parentName(selectedNode.parent_id)}
                      </p>
                    )}
                    <LocalizedFields fields={CATEGORY_FIELDS.filter((f) => f.localized)} resource="commodityTypes" activeLang={lang} onLangChange={setLang} />
                    <Row gutter={16}>
                      {CATEGORY_FIELDS.filter((f) => !f.localized).map((field) => (
                        <Col key={field.name} xs={24} md={field.kind === "image" ? 24 : 12}>
                          <FieldItem field={field} resource="commodityTypes" />
                        </Col>
                      ))}
                    </Row>
                    <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
                  </Form>
                )}
              </Card>
              {selectedNode && selectedNode.level <= 2 && <LandingPageAttach node={selectedNode} />}
            </Space>
          )}
        </Col>
      </Row>
    </div>
  );
}
