import { App } from "antd";
import { useState } from "react";

/**
 * A list's row selection and the actions taken on rows (delete, mark, reorder…). `run` shows the
 * list busy while `work` runs; on success it notifies and clears the selection. The list reloads
 * either way, since part of a failed batch may have gone through.
 */
export function useListAction(reload: () => void) {
  const { notification } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      notification.success({ key: "list-action", title: success });
      setSelected([]);
    } catch {
      // the http client has shown the failure
    } finally {
      setBusy(false);
      reload();
    }
  };

  return { selected, setSelected, busy, run };
}
