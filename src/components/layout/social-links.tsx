import type { SocialCode } from "#server/db/schema.ts";
import { Icon } from "../icons.tsx";
import { socialIcon } from "../social-icons.ts";

/** Icon links to the brand's social networks (header: the ones flagged in_header, max 3; footer: 4). */
export function SocialLinks({ socials, className = "", size = 18 }: { socials: SocialCode[]; className?: string; size?: number }) {
  return (
    <ul className={`social-links ${className}`}>
      {socials.map((social) => (
        <li key={social.id}>
          <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.label} title={social.label}>
            <Icon name={socialIcon(social.platform)} size={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** product rules §2: three networks in the header, four in the footer. */
export function headerSocials(socials: SocialCode[]): SocialCode[] {
  const flagged = socials.filter((s) => s.in_header);
  return (flagged.length ? flagged : socials).slice(0, 3);
}

export const footerSocials = (socials: SocialCode[]) => socials.slice(0, 4);
