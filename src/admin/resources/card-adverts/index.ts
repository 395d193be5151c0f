import { CreditCardOutlined } from "@ant-design/icons";
import { lazy } from "react";
import { posterLike } from "../poster-like.ts";

export const cardAdverts = posterLike(
  { resource: "cardAdsense", icon: CreditCardOutlined, group: "content", list: lazy(() => import("./list.tsx")) },
  "cardAdverts",
);
