// An entry of its own (`@mijas/ui/membership-card`): the card, its QR encoder and its print stylesheet reach
// only the pages that show a card, never the landing page's or the other panels' first load.
export {
  MembershipCard,
  type MembershipCardProps,
  type MembershipCardItem,
} from './MembershipCard';
export { QrCode, qrPath, QR_ERROR_CORRECTION, QR_QUIET_ZONE } from './QrCode';
export { CARD_WIDTH_MM, CARD_HEIGHT_MM } from './MembershipCard.css';
