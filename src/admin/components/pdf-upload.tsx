import { FilePdfOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Space, Typography, Upload } from "antd";
import { useTranslation } from "react-i18next";

/** The server's default DOCUMENT_MAX_BYTES; the server checks the real limit (and the content) again. */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;

interface Props {
  /** A newly chosen file (sent with the form), or nothing. */
  value?: File | null;
  onChange?(value: File | null): void;
  /** What the record has now (file name), shown until a new file is chosen. */
  current?: string;
  id?: string;
  disabled?: boolean;
}

/** Chooses one PDF to send with the form (multipart); nothing is uploaded until the form is saved. */
export function PdfUpload({ value, onChange, current, id, disabled }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Space orientation="vertical" id={id}>
      <Upload
        accept="application/pdf,.pdf"
        maxCount={1}
        disabled={disabled}
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.type && file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) {
            void message.error(t("resources.documents.notPdf", { name: file.name }));
            return Upload.LIST_IGNORE;
          }
          if (file.size > PDF_MAX_BYTES) {
            void message.error(t("resources.documents.tooLarge", { name: file.name, max: PDF_MAX_BYTES / 1024 / 1024 }));
            return Upload.LIST_IGNORE;
          }
          onChange?.(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} data-testid="pdf-upload">
          {current ? t("resources.documents.replaceFile") : t("resources.documents.upload")}
        </Button>
      </Upload>
      {(value || current) && (
        <Typography.Text>
          <FilePdfOutlined /> {value ? value.name : `${t("resources.documents.currentFile")}: ${current}`}
        </Typography.Text>
      )}
    </Space>
  );
}
