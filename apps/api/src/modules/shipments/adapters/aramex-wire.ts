// Aramex's Shipping Services API, JSON binding (ws.aramex.net/ShippingAPI.V2, decision 069): the
// fields this platform sends and reads. Every call carries ClientInfo; every answer carries
// HasErrors and Notifications [{Code, Message}]. Dates travel in WCF's form "/Date(ms+zone)/".

export type AramexClientInfo = {
  UserName: string;
  Password: string;
  Version: 'v1.0';
  AccountNumber: string;
  AccountPin: string;
  AccountEntity: string;
  AccountCountryCode: string;
  Source: number;
};

export type AramexNotification = { Code: string; Message: string };
export type AramexAnswer = { HasErrors: boolean; Notifications: AramexNotification[] | null };

export type AramexAddress = {
  Line1: string;
  Line2: string;
  Line3: string;
  City: string;
  StateOrProvinceCode: string;
  PostCode: string;
  CountryCode: string;
};

export type AramexContact = {
  PersonName: string;
  CompanyName: string;
  PhoneNumber1: string;
  CellPhone: string;
  EmailAddress: string;
};

export type AramexParty = {
  Reference1: string;
  AccountNumber: string | null;
  PartyAddress: AramexAddress;
  Contact: AramexContact;
};

export type AramexWeight = { Unit: 'KG'; Value: number };
export type AramexMoney = { CurrencyCode: string; Value: number };

/** ProductGroup EXP (express, abroad) or DOM (inside one country), with its ProductType. */
export type AramexShipmentDetails = {
  Dimensions: { Length: number; Width: number; Height: number; Unit: 'CM' } | null;
  ActualWeight: AramexWeight;
  ChargeableWeight: AramexWeight | null;
  NumberOfPieces: number;
  ProductGroup: 'EXP' | 'DOM';
  ProductType: string;
  /** P: prepaid by the shipper's account. */
  PaymentType: 'P';
  PaymentOptions: string;
  /** Comma-separated service codes: FRDM (free domicile: the shipper pays duties and taxes, DDP). */
  Services: string;
  DescriptionOfGoods: string;
  GoodsOriginCountry: string;
  CustomsValueAmount: AramexMoney | null;
  Items: { PackageType: string; Quantity: number; Weight: AramexWeight; Comments: string; Reference: string }[];
};

/** POST {base}/RateCalculator/Service_1_0.svc/json/CalculateRate */
export type AramexRateRequest = {
  ClientInfo: AramexClientInfo;
  Transaction: { Reference1: string };
  OriginAddress: AramexAddress;
  DestinationAddress: AramexAddress;
  ShipmentDetails: AramexShipmentDetails;
  PreferredCurrencyCode: string;
};
export type AramexRateAnswer = AramexAnswer & { TotalAmount: AramexMoney | null };

/** POST {base}/Shipping/Service_1_0.svc/json/CreateShipments; LabelInfo ReportID 9201, ReportType RPT (file) or URL. */
export type AramexShipmentRequest = {
  ClientInfo: AramexClientInfo;
  Transaction: { Reference1: string };
  LabelInfo: { ReportID: number; ReportType: 'RPT' | 'URL' };
  Shipments: {
    Reference1: string;
    Shipper: AramexParty;
    Consignee: AramexParty;
    ShippingDateTime: string;
    DueDate: string;
    Comments: string;
    PickupLocation: string;
    Details: AramexShipmentDetails;
  }[];
};

/** LabelFileContents: the file's bytes, which WCF writes as an array of numbers (or base64 text). */
export type AramexLabel = { LabelURL: string | null; LabelFileContents: number[] | string | null };

export type AramexShipmentAnswer = AramexAnswer & {
  Shipments: (AramexAnswer & { ID: string; Reference1: string; ShipmentLabel: AramexLabel | null })[] | null;
};

/** POST {base}/Shipping/Service_1_0.svc/json/PrintLabel */
export type AramexPrintLabelAnswer = AramexAnswer & { ShipmentNumber: string; ShipmentLabel: AramexLabel | null };

/** POST {base}/Shipping/Service_1_0.svc/json/CreatePickup */
export type AramexPickupAnswer = AramexAnswer & {
  ProcessedPickup: { ID: string; GUID: string; Reference1: string } | null;
};

export type AramexTrackingResult = {
  WaybillNumber: string;
  UpdateCode: string;
  UpdateDescription: string;
  UpdateDateTime: string;
  UpdateLocation: string;
  Comments: string;
  ProblemCode: string;
};

/** POST {base}/Tracking/Service_1_0.svc/json/TrackShipments */
export type AramexTrackingAnswer = AramexAnswer & {
  TrackingResults: { Key: string; Value: AramexTrackingResult[] }[] | null;
  NonExistingWaybills: string[] | null;
};

/** A time as WCF's JSON writes it: "/Date(1706788140000+0300)/". */
export const wcfDate = (date: Date) => `/Date(${date.getTime()})/`;

/** The instant of a WCF date (its milliseconds are UTC; the zone only says where), or of an ISO text. */
export function fromWcfDate(text: string): Date | null {
  const match = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(text);
  const date = match ? new Date(Number(match[1])) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
