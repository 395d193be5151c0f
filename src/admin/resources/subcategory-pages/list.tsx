import { LandingPageList } from "../landing-page-list.tsx";
import { subcategoryPages } from "./index.ts";

export default function SubcategoryPageList() {
  return <LandingPageList definition={subcategoryPages} imageField="banner_pc_img" bulk="subcategoryPages" />;
}
