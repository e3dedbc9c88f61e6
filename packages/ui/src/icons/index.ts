export type { IconProps } from './icons';
export {
  AlertIcon,
  ArrowIcon,
  BroncoIcon,
  CartIcon,
  CartOutlineIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  JeepIcon,
  MenuIcon,
  PadlockIcon,
  PhoneIcon,
  SaveIcon,
  TruckIcon,
} from './icons';
