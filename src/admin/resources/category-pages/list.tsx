import { LandingPageList } from "../landing-page-list.tsx";
import { categoryPages } from "./index.ts";

export default function CategoryPageList() {
  return <LandingPageList definition={categoryPages} imageField="advertis_pc_img" bulk="categoryPages" />;
}
