import { App } from "antd";
import { useState } from "react";

/**
 * A list's row selection and the actions taken on rows (delete, mark, reorder…). `run` shows the
 * list busy while `work` runs; on success it notifies (`success`: the message, or what tells of the result) and
 * clears the selection. The list reloads either way, since part of a failed batch may have gone through.
 */
export function useListAction(reload: () => void) {
  const { notification } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const run = async <T>(work: () => Promise<T>, success: string | ((result: T) => void)) => {
    setBusy(true);
    try {
      const result = await work();
      if (typeof success === "string") notification.success({ key: "list-action", title: success });
      else success(result);
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
