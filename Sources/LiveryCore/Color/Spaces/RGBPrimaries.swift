/// Namespace for the matrices between linear RGB spaces and XYZ; each space's file adds its own.
enum RGBPrimaries {}
