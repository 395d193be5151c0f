import { Spin, Typography } from "antd";
import { useEffect, useState } from "react";
import { fetchAdminFile } from "../http.ts";

/** Photos the admin API serves only with the session's token (a report's, a service request's): fetched and shown in place. */
export function FetchedPhotos({ paths, emptyText, altOf }: { paths: readonly string[]; emptyText: string; altOf(index: number): string }) {
  const [urls, setUrls] = useState<string[] | null>(null);
  const key = paths.join("|");
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    Promise.all(
      paths.map(async (path) => {
        const { blob } = await fetchAdminFile(path, { signal: controller.signal, silent: true });
        const url = URL.createObjectURL(blob);
        made.push(url);
        return url;
      }),
    )
      .then(setUrls)
      .catch(() => setUrls([]));
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the paths' content, not the array's identity
  }, [key]);
  if (!paths.length) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  if (!urls) return <Spin size="small" />;
  return (
    <div className="admin-report-photos">
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={altOf(index)} style={{ width: 150, borderRadius: 8, border: "1px solid #eee" }} data-testid="report-photo" />
        </a>
      ))}
    </div>
  );
}
