import { SafetyCertificateOutlined } from "@ant-design/icons";
import { lazy } from "react";
import type { AdminResource } from "../types.ts";

/** The signed-in user's own second factor (decision 074): reached from the account menu, open to every role. */
export const twoFactor: AdminResource = {
  path: "two-factor",
  resource: "twoFactor",
  icon: SafetyCertificateOutlined,
  group: "settings",
  inMenu: false,
  list: lazy(() => import("./screen.tsx")),
};

export const SECOND_FACTOR_API = "ad/me/second-factor";

export interface SecondFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
  required: boolean;
  enrol_only: boolean;
}

export interface Enrolment {
  secret: string;
  uri: string;
  qr_svg: string;
}
